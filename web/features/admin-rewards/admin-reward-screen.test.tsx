// Proves /admin/add/reward against a mocked server: the reward pool's amounts as "N.00"
// with the running total, adding a reward (a number is required; the server's message or
// 'Server Error' otherwise), Pay to Users with each payee's details, and Paid marking a
// request paid (with an optional bank reference) and re-reading the list.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPayoutView } from "../../../contract/account";
import { detailOf } from "../../test/detail-of";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { AdminRewardScreen } from "./admin-reward-screen";

const REWARDS = "/admin/get/singel/rewards";
const ADD = "/admin/add/singel/rewards";
const PAYOUTS = "/admin/get/won/module/reward/with/upi/data";

const bankPayout: AdminPayoutView = {
  _id: "payout-1",
  source: "trial",
  rupee: 25,
  status: "requested",
  createdAt: Date.UTC(2026, 2, 1),
  paidAt: null,
  user: "Asha",
  email: "asha@example.com",
  method: "bank",
  upi: null,
  ac_h_nme: "Asha K",
  bank_nme: "SBI",
  ifsc: "SBIN0001234",
  Acc_no: "123456789012",
};
const upiPayout: AdminPayoutView = {
  ...bankPayout,
  _id: "payout-2",
  rupee: 40,
  user: "Ravi",
  email: "ravi@example.com",
  method: "upi",
  upi: "ravi@okbank",
  ac_h_nme: null,
  bank_nme: null,
  ifsc: null,
  Acc_no: null,
};

const pool = (data: number[]) =>
  jsonResponse({ Status: "OK", data, total: data.reduce((sum, n) => sum + n, 0) });

const renderRewards = () => renderScreen(<AdminRewardScreen />, "/admin/add/reward");
const region = (name: string) => screen.getByRole("region", { name });
const pointsField = () => screen.getByRole("spinbutton", { name: "Reward Points" });

beforeEach(() => {
  localStorage.setItem("token", "admin-token");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("/admin/add/reward pool", () => {
  it("lists each reward as N.00 with the running total", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([50, 20, 5]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
    });
    renderRewards();

    const amounts = await screen.findByRole("list", { name: "Rewards" });
    expect(screen.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible();
    expect(
      within(amounts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["50.00", "20.00", "5.00"]);
    expect(within(region("Reward Pool")).getByText("Total : 75.00")).toBeVisible();
    expect(callsTo(requests, "GET", REWARDS)[0]?.headers.get("Authorization")).toBe(
      "Bearer admin-token",
    );
    expect(
      await within(region("Pay to Users")).findByText("No payout requests waiting."),
    ).toBeVisible();
  });

  it("adds a reward, says the server's message and re-reads the pool", async () => {
    let added = false;
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool(added ? [50] : []),
      [`POST ${ADD}`]: () => {
        added = true;
        return jsonResponse({ Status: "OK", message: "Reward of ₹50.00 added" }, 201);
      },
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderRewards();

    expect(await screen.findByText("No rewards in the pool. Add one above.")).toBeVisible();
    await user.type(pointsField(), "50");
    await user.click(screen.getByRole("button", { name: "Add Reward" }));

    expect(await screen.findByText("Reward of ₹50.00 added")).toBeVisible();
    const adds = callsTo(requests, "POST", ADD);
    expect(adds).toHaveLength(1);
    expect(await adds[0]?.json()).toEqual({ data: 50 });
    expect(adds[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(await screen.findByText("Total : 50.00")).toBeVisible();
    expect(pointsField()).toHaveValue(null);
  });

  it("requires a number before sending anything", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Add Reward" }));

    expect(pointsField()).toBeInvalid();
    expect(pointsField()).toHaveFocus();
    expect(pointsField()).toHaveAccessibleDescription(/Enter a number of rupees$/);
    expect(callsTo(requests, "POST", ADD)).toHaveLength(0);
  });

  it("shows the server's message on the field when it refuses the amount", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
      [`POST ${ADD}`]: () =>
        jsonResponse(
          {
            error: "invalid_input",
            message: "The body failed validation",
            fields: [{ path: "data", message: "A trial reward is at most 100 rupees" }],
          },
          400,
        ),
    });
    const { user } = renderRewards();

    await user.type(await screen.findByRole("spinbutton", { name: "Reward Points" }), "500");
    await user.click(screen.getByRole("button", { name: "Add Reward" }));

    expect(await screen.findByText("A trial reward is at most 100 rupees")).toBeVisible();
    expect(pointsField()).toBeInvalid();
  });

  it("says Server Error when the server cannot be reached", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
      [`POST ${ADD}`]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const { user } = renderRewards();

    await user.type(await screen.findByRole("spinbutton", { name: "Reward Points" }), "10");
    await user.click(screen.getByRole("button", { name: "Add Reward" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Server Error");
  });
});

describe("/admin/add/reward Pay to Users", () => {
  it("shows each payee's account holder or UPI id, amount, bank, IFSC and account number", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [bankPayout, upiPayout] }),
    });
    renderRewards();

    const bank = await screen.findByRole("listitem", { name: "Asha K" });
    expect(detailOf(bank, "Account holder")).toBe("Asha K");
    expect(detailOf(bank, "Amount")).toBe("₹25.00");
    expect(detailOf(bank, "Bank")).toBe("SBI");
    expect(detailOf(bank, "IFSC")).toBe("SBIN0001234");
    expect(detailOf(bank, "Account number")).toBe("123456789012");
    expect(detailOf(bank, "Player")).toBe("Asha (asha@example.com)");
    const upi = screen.getByRole("listitem", { name: "ravi@okbank" });
    expect(detailOf(upi, "UPI id")).toBe("ravi@okbank");
    expect(detailOf(upi, "Amount")).toBe("₹40.00");
    expect(within(upi).getByRole("button", { name: "Paid: ravi@okbank, ₹40.00" })).toBeVisible();
  });

  it("marks a request paid with its bank reference and re-reads the list", async () => {
    let paid = false;
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () =>
        jsonResponse({ data: paid ? [upiPayout] : [bankPayout, upiPayout] }),
      "DELETE /admin/delet/paid/after/one/day/data/payout-1": () => {
        paid = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderRewards();

    const bank = await screen.findByRole("listitem", { name: "Asha K" });
    await user.type(
      within(bank).getByRole("textbox", { name: "Bank reference (optional)" }),
      " UTR123 ",
    );
    await user.click(within(bank).getByRole("button", { name: "Paid: Asha K, ₹25.00" }));

    expect(
      await within(region("Pay to Users")).findByText("Marked ₹25.00 to Asha K as paid."),
    ).toBeVisible();
    const deletes = callsTo(requests, "DELETE", "/admin/delet/paid/after/one/day/data/payout-1");
    expect(deletes).toHaveLength(1);
    expect(new URL(deletes[0]!.url).searchParams.get("reference")).toBe("UTR123");
    expect(deletes[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Asha K" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("heading", { name: "Pay to Users" })).toHaveFocus();
  });

  it("marks paid without a reference when none is typed", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [upiPayout] }),
      "DELETE /admin/delet/paid/after/one/day/data/payout-2": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Paid: ravi@okbank, ₹40.00" }));

    await waitFor(() =>
      expect(
        callsTo(requests, "DELETE", "/admin/delet/paid/after/one/day/data/payout-2"),
      ).toHaveLength(1),
    );
    const [mark] = callsTo(requests, "DELETE", "/admin/delet/paid/after/one/day/data/payout-2");
    expect(new URL(mark!.url).search).toBe("");
  });

  it("shows the server's message and a retry when a list cannot be loaded", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([10]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ error: "rate_limited", message: "Slow down" }, 429),
    });
    renderRewards();

    const alert = await within(region("Pay to Users")).findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the payout requests. Slow down");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
