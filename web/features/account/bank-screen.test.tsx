// Proves /account (the Bank) against a mocked server: every balance in its unit (today's
// free try counted with the tries), the ways to History, Pending payouts and Payment
// details, Add money only while deposits are on, the reminder of a trial claim still to
// make, and the loading and failure states; and the money: a try bought from the
// named balance after a confirmation (both reads refreshed, then Play it now), and a
// withdrawal of cash with its refusals (details missing links to them, over the balance);
// and why nothing is sold where paid play is off in the player's state (decision 021).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { detailOf, detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView, tryOffer } from "../../test/money-test-data";
import { refuseHeldRead } from "../../test/read-states";
import { renderScreen } from "../../test/render-screen";
import { signInPlayerQuietly } from "../../test/sessions";
import { requestOfferedWithdrawal } from "../../test/withdraw-form";
import { BankScreen } from "./bank-screen";

const account = (depositsEnabled: boolean, overrides: Partial<AccountResponse> = {}) =>
  accountView({
    depositsEnabled,
    ...(depositsEnabled ? {} : { paidPlay: { access: "off", region: null } }),
    ...overrides,
  });

/** The value shown beside a balance's label. */
function balance(label: string): string | null {
  return detailOf(document.body, label);
}

const renderBank = () =>
  renderScreen(<BankScreen />, "/account", "/account", { realtime: "player" });

beforeEach(signInPlayerQuietly);

describe("/account", () => {
  it("shows every balance, money in rupees and points as counts", async () => {
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    renderBank();

    expect(await screen.findByText("Cash")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
    expect(detailsOf(document.body)).toMatchObject({
      Cash: "₹20.00",
      Bonus: "₹10.00",
      // Winnings are every payout on its way (a trial reward or a withdrawal).
      "Being paid out": "₹40.50",
      Coins: "150",
      Stars: "3",
      Tries: "1",
    });
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("counts today's free try with the tries, labelled as such", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(true, { freeTryToday: true })) });
    renderBank();

    await screen.findByText("Cash");
    expect(balance("Tries")).toBe("1 + 1 free today");
    expect(
      screen.getByText("Your free try for today is waiting: Start uses it first."),
    ).toBeVisible();
  });

  it("links to the history, payouts, payment details and Add money while deposits are on", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    const { user } = renderBank();

    const nav = await screen.findByRole("navigation", { name: "Bank" });
    expectLinks(within(nav), {
      History: "/account/history",
      "Pending payouts": "/account/pending",
      "Payment details": "/account/upi",
    });
    expect(screen.queryByText(/Deposits are not available/)).not.toBeInTheDocument();

    await user.click(within(nav).getByRole("link", { name: "Add money" }));
    expect(screen.getByRole("heading", { name: "Other screen at /payment" })).toBeVisible();
  });

  it("hides Add money and says play is free while deposits are off", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderBank();

    expect(await screen.findByText("Deposits are not available here: play is free.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });

  it("tells a player where paid play is off in their state why, and sells nothing", async () => {
    const closed = account(false, {
      paidPlay: { access: "closed_in_region", region: "TN" },
      tryOffer: tryOffer({
        depositsEnabled: false,
        paidPlay: { access: "closed_in_region", region: "TN" },
      }),
    });
    mockFetch({ "GET /api/account": () => jsonResponse(closed) });
    renderBank();

    expect(
      await screen.findByText(
        "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /Buy a try/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
    expect(
      screen.queryByText("Deposits are not available here: play is free."),
    ).not.toBeInTheDocument();
  });

  it("reminds of a trial reward still to claim", async () => {
    rememberPendingTrialClaim("device0123456789");
    mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderBank();

    expect(
      screen.getByRole("link", { name: "Add your payment details to claim it" }),
    ).toHaveAttribute("href", "/account/upi");
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    const { user, alert } = await refuseHeldRead(
      "GET /api/account",
      errorResponse(429, "rate_limited", "Slow down"),
      renderBank,
    );
    expect(alert).toHaveTextContent("Could not load your Bank. Slow down");

    mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("Cash")).toBeVisible();
  });
});

describe("buying a try in the Bank", () => {
  it("says which balance pays, confirms, buys, re-reads the Bank and offers to play it", async () => {
    let tries = 1;
    const requests = mockFetch({
      "GET /api/account": () =>
        jsonResponse(account(true, { balances: { ...account(true).balances, tries } })),
      "POST /api/tries/buy": () => {
        tries = 2;
        return jsonResponse({ Status: "OK", tries: 2, paidFrom: "bonus" });
      },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole("button", { name: "Buy a try for ₹10.00" }));
    expect(screen.getByText("Paid from your bonus money")).toBeVisible();
    const dialog = screen.getByRole("alertdialog", { name: "Buy a try for ₹10.00?" });
    expect(dialog).toHaveTextContent("₹10.00 comes out of your bonus money.");
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Pay ₹10.00" }));

    expect(
      await screen.findByText("You bought a try for ₹10.00, paid from your bonus money."),
    ).toBeVisible();
    await waitFor(() => expect(balance("Tries")).toBe("2"));
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Play it now" })).toHaveAttribute("href", "/start");
  });

  it("spends nothing when the confirmation is cancelled", async () => {
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    const { user } = renderBank();

    await user.click(await screen.findByRole("button", { name: "Buy a try for ₹10.00" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(0);
  });

  it("with no money and no tries, leads to Add money", async () => {
    mockFetch({
      "GET /api/account": () =>
        jsonResponse(
          account(true, {
            balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
            tryOffer: tryOffer(),
          }),
        ),
    });
    renderBank();

    expect(await screen.findByText(/A try costs ₹10.00/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Buy a try/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Add money" })[0]).toHaveAttribute(
      "href",
      "/payment",
    );
  });

  it("with paid play off and no bonus, says how bonus money is earned", async () => {
    mockFetch({
      "GET /api/account": () =>
        jsonResponse(
          account(false, {
            balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
            tryOffer: tryOffer({ depositsEnabled: false }),
          }),
        ),
    });
    renderBank();

    expect(await screen.findByText(/A try costs ₹10.00 of bonus money/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Coins / Coupons" })).toHaveAttribute("href", "/cupon");
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });
});

describe("withdrawing cash", () => {
  it("offers Withdraw only while there is cash", async () => {
    mockFetch({
      "GET /api/account": () =>
        jsonResponse(account(true, { balances: { ...account(true).balances, cash: 0 } })),
    });
    renderBank();

    await screen.findByText("Cash");
    expect(screen.queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
  });

  it("requests whole rupees, confirms, and re-reads the Bank", async () => {
    let cash = 2000;
    const requests = mockFetch({
      "GET /api/account": () =>
        jsonResponse(account(true, { balances: { ...account(true).balances, cash } })),
      "POST /api/account/withdrawals": () => {
        cash = 800;
        return jsonResponse({ Status: "OK", payoutId: "payout-9" }, 201);
      },
    });
    const { user } = renderBank();

    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const amount = screen.getByRole("spinbutton", { name: "Amount to withdraw, in rupees" });
    expect(amount).toHaveValue(20);
    await user.clear(amount);
    await user.type(amount, "12");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));

    expect(await screen.findByText(/₹12.00 requested\./)).toBeVisible();
    const [call] = callsTo(requests, "POST", "/api/account/withdrawals");
    expect(await call?.json()).toEqual({ amount: 12 });
    await waitFor(() => expect(balance("Cash")).toBe("₹8.00"));
  });

  it("catches an amount over the cash before asking the server", async () => {
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    const { user } = renderBank();

    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const amount = screen.getByRole("spinbutton", { name: "Amount to withdraw, in rupees" });
    await user.clear(amount);
    await user.type(amount, "21");
    await user.click(screen.getByRole("button", { name: "Request withdrawal" }));

    expect(screen.getByText("You can withdraw at most ₹20.00")).toBeVisible();
    expect(amount).toHaveFocus();
    expect(callsTo(requests, "POST", "/api/account/withdrawals")).toHaveLength(0);
  });

  it("turns payout_details_required into a link to the payment details", async () => {
    mockFetch({
      "GET /api/account": () => jsonResponse(account(true)),
      "POST /api/account/withdrawals": () =>
        errorResponse(409, "payout_details_required", "Add your UPI or bank details first"),
    });
    const { user } = renderBank();

    await requestOfferedWithdrawal(user);

    const link = await screen.findByRole("link", { name: "Add your payment details" });
    expect(link).toHaveAttribute("href", "/account/upi");
    expect(link.closest("[role='alert']")).not.toBeNull();
  });

  it("shows insufficient_balance and re-reads the cash", async () => {
    const requests = mockFetch({
      "GET /api/account": () => jsonResponse(account(true)),
      "POST /api/account/withdrawals": () =>
        errorResponse(409, "insufficient_balance", "That is more than your cash"),
    });
    const { user } = renderBank();

    await requestOfferedWithdrawal(user);

    expect(await screen.findByText("That is more than your cash")).toBeVisible();
    await waitFor(() => expect(callsTo(requests, "GET", "/api/account")).toHaveLength(2));
  });
});
