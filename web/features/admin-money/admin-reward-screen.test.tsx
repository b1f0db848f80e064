// Proves /admin/add/reward against a mocked server: the reward pool's amounts as "N.00"
// with the running total, adding a reward (a number is required; the server's message or
// 'Server Error' otherwise), Pay to Users with each payee's details, and Paid marking a
// request paid (with an optional bank reference) and re-reading the list; and
// removing a pool entry after a confirmation (a won one refused with the server's
// message), the queue's kinds and its filter, and Reject with a reason the payee reads;
// and decision 023: a held payout says until when and offers Reject but no Paid, and a
// deposit refund shows where it stands with the provider, with no buttons.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminPayoutView } from "../../../contract/account";
import { formatNearMoment } from "../../lib/day-format";
import { detailOf, detailsOf } from "../../test/detail-of";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { payoutView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminRewardScreen } from "./admin-reward-screen";

const REWARDS = "/admin/rewards";
const ADD = "/admin/add/singel/rewards";
const PAYOUTS = "/admin/get/won/module/reward/with/upi/data";

const bankPayout: AdminPayoutView = {
  ...payoutView({ _id: "payout-1", rupee: 25 }),
  user: "Asha",
  email: "asha@example.com",
  payee: "player",
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

const pool = (amounts: number[]) =>
  jsonResponse({
    data: amounts.map((rupee, index) => ({ id: `reward-${index}`, rupee, createdAt: index })),
  });

const renderRewards = () => renderScreen(<AdminRewardScreen />, "/admin/add/reward");
const region = (name: string) => screen.getByRole("region", { name });
const pointsField = () => screen.getByRole("spinbutton", { name: "Prize in rupees" });

beforeEach(signInAdminQuietly);

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
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(["₹50.00", "₹20.00", "₹5.00"]);
    expect(within(region("Reward Pool")).getByText("Total: ₹75.00")).toBeVisible();
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
    expect(await screen.findByText("Total: ₹50.00")).toBeVisible();
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
      [`POST ${ADD}`]: () => invalidBody({ data: "A trial reward is at most 100 rupees" }),
    });
    const { user } = renderRewards();

    await user.type(await screen.findByRole("spinbutton", { name: "Prize in rupees" }), "500");
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

    await user.type(await screen.findByRole("spinbutton", { name: "Prize in rupees" }), "10");
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
    expect(detailsOf(bank)).toMatchObject({
      "Account holder": "Asha K",
      Amount: "₹25.00",
      Bank: "SBI",
      IFSC: "SBIN0001234",
      "Account number": "123456789012",
      Player: "Asha (asha@example.com)",
    });
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
      within(bank).getByRole("textbox", { name: "Bank reference (UTR, optional)" }),
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
      [`GET ${PAYOUTS}`]: () => errorResponse(429, "rate_limited", "Slow down"),
    });
    renderRewards();

    const alert = await within(region("Pay to Users")).findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the payout requests. Slow down");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

describe("/admin/add/reward pool entries", () => {
  it("removes an entry after a confirmation that names it, and re-reads the pool", async () => {
    let removed = false;
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool(removed ? [20] : [20, 99]),
      "DELETE /admin/rewards/reward-1": () => {
        removed = true;
        return jsonResponse({ Status: "OK" });
      },
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Remove the ₹99.00 reward" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove the ₹99.00 reward?" });
    expect(callsTo(requests, "DELETE", "/admin/rewards/reward-1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("Removed the ₹99.00 reward.")).toBeVisible();
    expect(await screen.findByText("Total: ₹20.00")).toBeVisible();
    expect(callsTo(requests, "DELETE", "/admin/rewards/reward-1")).toHaveLength(1);
  });

  it("shows the server's refusal for a won entry", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([40]),
      "DELETE /admin/rewards/reward-0": () =>
        errorResponse(409, "reward_won", "This reward was won: it cannot be removed"),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Remove the ₹40.00 reward" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );

    expect(await screen.findByText("This reward was won: it cannot be removed")).toBeVisible();
  });
});

describe("/admin/add/reward one payout queue", () => {
  const withdrawal: AdminPayoutView = {
    ...upiPayout,
    _id: "payout-3",
    source: "withdrawal",
    kind: "withdrawal",
    rupee: 12,
    upi: "meena@okbank",
    user: "Meena",
  };
  const contributorPayout: AdminPayoutView = {
    ...bankPayout,
    _id: "payout-4",
    source: "contributor",
    kind: "contributor",
    payee: "contributor",
    rupee: 30,
    ac_h_nme: "Ravi Author",
    user: "Ravi Author",
    email: "author@quiz.local",
  };

  it("labels each payout's kind and payee, and filters by kind", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: (request) => {
        const kind = new URL(request.url).searchParams.get("kind");
        const all = [bankPayout, withdrawal, contributorPayout];
        return jsonResponse({ data: kind ? all.filter((p) => p.kind === kind) : all });
      },
    });
    const { user } = renderRewards();

    const contributorCard = await screen.findByRole("listitem", { name: "Ravi Author" });
    expect(within(contributorCard).getByText("Contributor withdrawal")).toBeVisible();
    expect(detailOf(contributorCard, "Contributor")).toBe("Ravi Author (author@quiz.local)");
    expect(
      within(screen.getByRole("listitem", { name: "meena@okbank" })).getByText("Player withdrawal"),
    ).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Player withdrawals" }));

    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Ravi Author" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("listitem", { name: "meena@okbank" })).toBeVisible();
    const filtered = callsTo(requests, "GET", PAYOUTS).at(-1);
    expect(new URL(filtered!.url).searchParams.get("kind")).toBe("withdrawal");
  });

  it("rejects with a reason, which is required, and re-reads the queue", async () => {
    let rejected = false;
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: rejected ? [] : [withdrawal] }),
      "POST /admin/payouts/payout-3/reject": () => {
        rejected = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Reject: meena@okbank, ₹12.00" }));
    const dialog = screen.getByRole("dialog", { name: "Reject ₹12.00 to meena@okbank?" });
    expect(dialog).toHaveTextContent("The money goes back to the payee's cash");
    await user.click(within(dialog).getByRole("button", { name: "Reject payout" }));
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toBeInvalid();
    expect(callsTo(requests, "POST", "/admin/payouts/payout-3/reject")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "UPI id is wrong");
    await user.click(within(dialog).getByRole("button", { name: "Reject payout" }));

    expect(await screen.findByText("Rejected ₹12.00 to meena@okbank.")).toBeVisible();
    const [reject] = callsTo(requests, "POST", "/admin/payouts/payout-3/reject");
    expect(await reject?.json()).toEqual({ reason: "UPI id is wrong" });
    expect(await screen.findByText("No payout requests waiting.")).toBeVisible();
  });

  it("shows the server's refusal when another admin decided first, and re-reads", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [withdrawal] }),
      "POST /admin/payouts/payout-3/reject": () =>
        errorResponse(409, "payout_decided", "This payout was already paid"),
    });
    const { user } = renderRewards();

    await user.click(await screen.findByRole("button", { name: "Reject: meena@okbank, ₹12.00" }));
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Duplicate");
    await user.click(screen.getByRole("button", { name: "Reject payout" }));

    expect(await screen.findByText("This payout was already paid")).toBeVisible();
    await waitFor(() => expect(callsTo(requests, "GET", PAYOUTS)).toHaveLength(2));
  });
});

describe("/admin/add/reward held payouts and deposit refunds", () => {
  const heldUntil = Date.now() + 20 * 60 * 60 * 1000;
  const held: AdminPayoutView = {
    ...upiPayout,
    _id: "payout-5",
    source: "withdrawal",
    kind: "withdrawal",
    upi: "new@okbank",
    heldUntil,
  };
  const refund = (status: "requested" | "refunded"): AdminPayoutView => ({
    ...bankPayout,
    _id: `refund-${status}`,
    source: "refund",
    kind: "refund",
    status,
    rupee: status === "refunded" ? 500 : 70,
    user: "Deactivated player",
    email: "",
    method: "gateway",
    ac_h_nme: null,
    bank_nme: null,
    ifsc: null,
    Acc_no: null,
    paidAt: status === "refunded" ? Date.UTC(2026, 10, 28) : null,
    reference: status === "refunded" ? "rfnd_42" : null,
  });

  it("says until when a held payout waits, and offers Reject but no Paid", async () => {
    mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [held] }),
    });
    renderRewards();

    const card = await screen.findByRole("listitem", { name: "new@okbank" });
    expect(card).toHaveTextContent(
      `Held until ${formatNearMoment(heldUntil)}: the payee's details changed less than a day before it was requested. Pay it from then, or reject it now.`,
    );
    expect(within(card).queryByRole("button", { name: /^Paid/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Reject: new@okbank, ₹40.00" })).toBeVisible();
  });

  it("lists deposit refunds under their own filter, with where each stands and no buttons", async () => {
    const requests = mockFetch({
      [`GET ${REWARDS}`]: () => pool([]),
      [`GET ${PAYOUTS}`]: () => jsonResponse({ data: [refund("refunded"), refund("requested")] }),
    });
    const { user } = renderRewards();

    const [done, waiting] = await screen.findAllByRole("listitem", { name: "Deactivated player" });
    expect(within(done!).getByText("Deposit refund")).toBeVisible();
    expect(detailOf(done!, "Back to")).toBe(
      "The payment it came from, through the payment provider",
    );
    expect(done).toHaveTextContent("(provider reference rfnd_42)");
    expect(done).toHaveTextContent("nothing is left in it");
    expect(waiting).toHaveTextContent("The payment provider has not yet taken this refund on.");
    expect(within(done!).queryByRole("button")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Deposit refunds" }));
    await waitFor(() =>
      expect(new URL(callsTo(requests, "GET", PAYOUTS).at(-1)!.url).searchParams.get("kind")).toBe(
        "refund",
      ),
    );
  });
});
