// Proves /admin/request: requests read by status, each showing only the buttons its
// status allows (pending: Approve, Reject; approved: Fulfil, Reject; closed: none), a
// reject needing a plain-text reason (no direction marks or control characters), and a 409
// from another admin's decision re-reading the list.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ClaimRequestView } from "../../../contract/admin";
import { errorResponse } from "../../test/error-responses";
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
