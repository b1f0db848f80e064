// Proves /admin/request: requests read by status, each showing only the buttons its
// status allows (pending: Approve, Reject; approved: Fulfil, Reject; shipped: Fulfil;
// closed: none), a reject needing a plain-text reason (no direction marks or control characters), and a 409 from another admin's decision
// re-reading the list; a prize's delivery (who, phone, address, size) on its
// card, Mark shipped on an approved prize needing the courier's reference (the server's
// refusal at the field), and a shipped one showing it.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ClaimRequestView } from "../../../contract/admin-requests";
import { formatMoment } from "../../lib/day-format";
import { detailsOf } from "../../test/detail-of";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminRequestsScreen } from "./admin-requests-screen";

const LIST = "/admin/requests";

function claim(overrides: Partial<ClaimRequestView> = {}): ClaimRequestView {
  return {
    id: "cr-1",
    kind: "cart",
    status: "pending",
    reason: null,
    createdAt: Date.UTC(2026, 2, 1),
    decidedAt: null,
    player: { id: "p-1", name: "Asha", email: "asha@example.com" },
    item: { name: "Headphones", starPrice: 5, valuePaise: null, imageUrl: null },
    delivery: {
      name: "Asha Rao",
      phone: "9876543210",
      addressLine1: "12 MG Road, Indiranagar",
      addressLine2: "Near the metro station",
      city: "Bengaluru",
      state: "Karnataka",
      pinCode: "560038",
      size: "M",
      trackingReference: null,
      shippedAt: null,
    },
    ...overrides,
  };
}

const renderRequests = () => renderScreen(<AdminRequestsScreen />, "/admin/request");
const card = (name = "Headphones for Asha") => screen.findByRole("article", { name });
const buttonNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("button")
    .map((button) => button.textContent);

beforeEach(signInAdminQuietly);

describe("/admin/request", () => {
  it("reads the pending requests first and others by the Status filter", async () => {
    const requests = mockFetch({
      [`GET ${LIST}`]: (request) =>
        jsonResponse({
          data:
            new URL(request.url).searchParams.get("status") === "fulfilled"
              ? [claim({ status: "fulfilled", decidedAt: Date.UTC(2026, 2, 2) })]
              : [claim()],
        }),
    });
    const { user } = renderRequests();

    expect(await card()).toBeVisible();
    expect(new URL(callsTo(requests, "GET", LIST)[0]!.url).searchParams.get("status")).toBe(
      "pending",
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Fulfilled");

    await waitFor(() =>
      expect(within(screen.getByRole("article")).getByText("Fulfilled")).toBeVisible(),
    );
    expect(buttonNames(screen.getByRole("article"))).toEqual([]);
  });

  it("offers Approve and Reject while pending, and Fulfil and Reject once approved", async () => {
    mockFetch({
      [`GET ${LIST}`]: () =>
        jsonResponse({
          data: [
            claim(),
            claim({
              id: "cr-2",
              kind: "coupon",
              status: "approved",
              player: { id: "p-2", name: "Ravi", email: "" },
              item: { name: "Game coupon", starPrice: null, valuePaise: 2500, imageUrl: null },
              delivery: null,
            }),
            claim({
              id: "cr-3",
              status: "rejected",
              reason: "Out of stock",
              player: { id: "p-3", name: "Meera", email: "" },
            }),
          ],
        }),
    });
    renderRequests();

    expect(buttonNames(await card())).toEqual(["Approve", "Reject"]);
    const coupon = await card("Game coupon for Ravi");
    expect(buttonNames(coupon)).toEqual(["Fulfil", "Reject"]);
    expect(within(coupon).getByText("₹25.00")).toBeVisible();
    const rejected = await card("Headphones for Meera");
    expect(buttonNames(rejected)).toEqual([]);
    expect(within(rejected).getByText("Out of stock")).toBeVisible();
  });

  it("shows where a prize goes: the person, their phone, the address and the size", async () => {
    mockFetch({ [`GET ${LIST}`]: () => jsonResponse({ data: [claim()] }) });
    renderRequests();

    expect(detailsOf(await card())).toMatchObject({
      Size: "M",
      "Deliver to": "Asha Rao",
      Phone: "+91 98765 43210",
      Address: "12 MG Road, Indiranagar, Near the metro station, Bengaluru, Karnataka 560038",
    });
  });

  it("marks an approved prize shipped with the courier's reference, asked for first", async () => {
    const requests = mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: [claim({ status: "approved" })] }),
      [`POST ${LIST}/cr-1`]: () => jsonResponse({ Status: "OK", status: "shipped" }),
    });
    const { user } = renderRequests();
    const approved = await card();
    expect(buttonNames(approved)).toEqual(["Mark shipped", "Fulfil", "Reject"]);
    const ship = within(approved).getByRole("button", {
      name: "Mark shipped: Headphones for Asha",
    });

    await user.click(ship);
    const reference = within(approved).getByRole("textbox", { name: "Tracking reference" });
    expect(reference).toBeInvalid();
    expect(reference).toHaveAccessibleDescription(
      "The courier's reference; the player sees it Enter the courier's tracking reference",
    );
    expect(callsTo(requests, "POST", `${LIST}/cr-1`)).toHaveLength(0);

    await user.type(reference, " DTDC Z123456789 ");
    await user.click(ship);

    expect(await screen.findByText("Shipped Headphones for Asha.")).toBeVisible();
    expect(await callsTo(requests, "POST", `${LIST}/cr-1`)[0]?.json()).toEqual({
      action: "ship",
      trackingReference: "DTDC Z123456789",
    });
  });

  it("shows the server's refusal of the reference at its field, without a popup", async () => {
    mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: [claim({ status: "approved" })] }),
      [`POST ${LIST}/cr-1`]: () => invalidBody({ trackingReference: "At most 120 characters" }),
    });
    const { user } = renderRequests();
    const approved = await card();
    await user.type(within(approved).getByRole("textbox", { name: "Tracking reference" }), "X");

    await user.click(within(approved).getByRole("button", { name: /^Mark shipped/ }));

    await waitFor(() =>
      expect(
        within(approved).getByRole("textbox", { name: "Tracking reference" }),
      ).toHaveAccessibleDescription(expect.stringContaining("At most 120 characters")),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows a shipped prize's reference and date, offering only Fulfil", async () => {
    const shippedAt = Date.UTC(2026, 2, 3, 10);
    mockFetch({
      [`GET ${LIST}`]: () =>
        jsonResponse({
          data: [
            claim({
              status: "shipped",
              delivery: { ...claim().delivery!, trackingReference: "AWB-7", shippedAt },
            }),
          ],
        }),
    });
    renderRequests();

    const shipped = await card();
    expect(within(shipped).getByText("Shipped", { selector: ".status-badge" })).toBeVisible();
    expect(detailsOf(shipped)).toMatchObject({
      "Tracking reference": "AWB-7",
      Shipped: formatMoment(shippedAt),
    });
    expect(buttonNames(shipped)).toEqual(["Fulfil"]);
  });

  it("approves a pending request and reads the list again", async () => {
    let status: ClaimRequestView["status"] = "pending";
    const requests = mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: status === "pending" ? [claim()] : [] }),
      [`POST ${LIST}/cr-1`]: () => {
        status = "approved";
        return jsonResponse({ Status: "OK", status });
      },
    });
    const { user } = renderRequests();

    await user.click(within(await card()).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("No pending requests.")).toBeVisible();
    expect(screen.getByText("Approved Headphones for Asha.")).toBeVisible();
    expect(await callsTo(requests, "POST", `${LIST}/cr-1`)[0]?.json()).toEqual({
      action: "approve",
    });
  });

  it("fulfils an approved request", async () => {
    const requests = mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: [claim({ status: "approved" })] }),
      [`POST ${LIST}/cr-1`]: () => jsonResponse({ Status: "OK", status: "fulfilled" }),
    });
    const { user } = renderRequests();

    await user.click(within(await card()).getByRole("button", { name: "Fulfil" }));

    await waitFor(() => expect(callsTo(requests, "POST", `${LIST}/cr-1`)).toHaveLength(1));
    expect(await callsTo(requests, "POST", `${LIST}/cr-1`)[0]?.json()).toEqual({
      action: "fulfil",
    });
  });

  it("needs a reason to reject, then sends it", async () => {
    const requests = mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: [claim()] }),
      [`POST ${LIST}/cr-1`]: () => jsonResponse({ Status: "OK", status: "rejected" }),
    });
    const { user } = renderRequests();

    await user.click(within(await card()).getByRole("button", { name: "Reject" }));
    const dialog = within(screen.getByRole("dialog", { name: "Reject Headphones for Asha" }));
    await user.click(dialog.getByRole("button", { name: "Reject" }));

    expect(dialog.getByRole("textbox", { name: "Reason" })).toBeInvalid();
    expect(dialog.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      "The player sees it Say why",
    );
    expect(callsTo(requests, "POST", `${LIST}/cr-1`)).toHaveLength(0);

    await user.type(dialog.getByRole("textbox", { name: "Reason" }), " Out of stock ");
    await user.click(dialog.getByRole("button", { name: "Reject" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await callsTo(requests, "POST", `${LIST}/cr-1`)[0]?.json()).toEqual({
      action: "reject",
      reason: "Out of stock",
    });
  });

  it("refuses a reason with a direction mark before sending it", async () => {
    const requests = mockFetch({ [`GET ${LIST}`]: () => jsonResponse({ data: [claim()] }) });
    const { user } = renderRequests();

    await user.click(within(await card()).getByRole("button", { name: "Reject" }));
    const dialog = within(screen.getByRole("dialog", { name: "Reject Headphones for Asha" }));
    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "Out of \u202Estock");
    await user.click(dialog.getByRole("button", { name: "Reject" }));

    expect(dialog.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      "The player sees it Use plain text, without control characters or direction marks",
    );
    expect(callsTo(requests, "POST", `${LIST}/cr-1`)).toHaveLength(0);
  });

  it("shows the server's message and re-reads when another admin decided first", async () => {
    const requests = mockFetch({
      [`GET ${LIST}`]: () => jsonResponse({ data: [claim()] }),
      [`POST ${LIST}/cr-1`]: () => errorResponse(409, "conflict", "This request is now rejected"),
    });
    const { user } = renderRequests();

    await user.click(within(await card()).getByRole("button", { name: "Approve" }));

    expect(
      await screen.findByRole("alertdialog", { name: "This request is now rejected" }),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(requests, "GET", LIST)).toHaveLength(2));
  });

  it("shows the server's message when the requests cannot be read", async () => {
    mockFetch({
      [`GET ${LIST}`]: () => errorResponse(500, "internal", "Try later"),
    });
    renderRequests();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the requests. Try later",
    );
  });
});
