// Proves the Bank's screens (Bank, Add money, the payment check, History, Pending payouts,
// Payment details) and their shared forms show no words that are not messages: each is
// rendered in the pseudo-language that wraps every message in ⟦ ⟧, in its main states,
// and no letter may be left outside a wrapper (web/test/only-messages.ts).
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type {
  HistoryEntryKind,
  HistoryEntryView,
  HistoryPayoutView,
  PayoutView,
} from "../../../contract/account";
import { formatDay, formatMoment, formatNearMoment } from "../../lib/day-format";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { formatMovement } from "../../lib/ledger-format";
import { offerText } from "../../lib/offer-text";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView, payoutView, tryOffer } from "../../test/money-test-data";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayerQuietly } from "../../test/sessions";
import { BankScreen } from "./bank-screen";
import { CheckScreen } from "./check-screen";
import { HistoryScreen } from "./history-screen";
import { PaymentScreen } from "./payment-screen";
import { PayoutDetailsScreen } from "./payout-details-screen";
import { PendingScreen } from "./pending-screen";

renderInWrappedMessages();

beforeEach(signInPlayerQuietly);

const AT = Date.UTC(2026, 2, 3, 10, 30);
const LATER = Date.UTC(2026, 2, 4, 15, 40);

/**
 * Words written outside this area's messages, by code translated on its own: dates and
 * ledger amounts come from web/lib's formats, and ConfirmDialog's default "Cancel" is the
 * generic components'. Place names are proper names, the same in both languages.
 */
const FORMATTED = [formatMoment(AT), formatDay(AT), formatDay(LATER), formatNearMoment(LATER)];

/** The words of texts written elsewhere, without their punctuation. */
const wordsOf = (...texts: string[]) =>
  texts.flatMap((text) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []);

/** The element without a select's places (proper names, data): what is left is the app's. */
function withoutPlaces(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const place of copy.querySelectorAll("option:not([value=''])")) place.remove();
  return copy;
}

const bankWith = (overrides: Parameters<typeof accountView>[0] = {}) => {
  mockFetch({
    "GET /api/account": () => jsonResponse(accountView(overrides)),
    "GET /api/auth/config": () =>
      jsonResponse({ googleClientId: "", devIdentity: true, supportEmail: "help@quizzy.test" }),
  });
  return renderScreen(<BankScreen />, "/account", "/account", { realtime: "player" });
};

describe("only messages are shown in the Bank", () => {
  it("with balances, a free try, a try to buy, cash to withdraw and a details change", async () => {
    rememberPendingTrialClaim("device0123456789");
    const { container } = bankWith({
      freeTryToday: true,
      payoutDetailsChange: { changedAt: AT, payoutsHeldUntil: LATER },
    });
    await screen.findByText("help@quizzy.test");
    expectOnlyMessages(container, [...FORMATTED, formatNearMoment(AT), "help@quizzy.test"]);
  });

  it("with paid play off: no deposits, and how bonus money is earned", async () => {
    const { container } = bankWith({
      depositsEnabled: false,
      paidPlay: { access: "off", region: null },
      balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
      tryOffer: tryOffer({ depositsEnabled: false, paidPlay: { access: "off", region: null } }),
    });
    await screen.findByRole("link", { name: "Coins / Coupons" });
    expectOnlyMessages(container);
  });

  it("with paid play closed in the player's state", async () => {
    const closed = { access: "closed_in_region", region: "TN" } as const;
    const { container } = bankWith({ paidPlay: closed, tryOffer: tryOffer({ paidPlay: closed }) });
    await screen.findByText(/^⟦Paid play is not available in Tamil Nadu/);
    expectOnlyMessages(container, ["Tamil Nadu"]);
  });

  it("while confirming a try bought from bonus money", async () => {
    const { container, user } = bankWith();
    await user.click(await screen.findByRole("button", { name: "⟦Buy a try for ₹10.00⟧" }));
    await screen.findByRole("alertdialog");
    expectOnlyMessages(container);
    expectOnlyMessages(screen.getByRole("alertdialog"));
  });

  it("in the withdrawal form, refusing an amount over the cash", async () => {
    const { container, user } = bankWith();
    await user.click(await screen.findByRole("button", { name: "⟦Withdraw⟧" }));
    const amount = screen.getByRole("spinbutton");
    await user.clear(amount);
    await user.type(amount, "21");
    await user.click(screen.getByRole("button", { name: "⟦Request withdrawal⟧" }));
    await screen.findByText("⟦You can withdraw at most ₹20.00⟧");
    expectOnlyMessages(container);
  });

  it.each([
    ["asking for payout details first", errorResponse(409, "payout_details_required", "x")],
    ["held after a details change", jsonResponse({ Status: "OK", heldUntil: LATER }, 201)],
  ])("after a withdrawal %s", async (_state, reply) => {
    mockFetch({
      "GET /api/account": () => jsonResponse(accountView()),
      "POST /api/account/withdrawals": () => reply.clone(),
    });
    const { container, user } = renderScreen(<BankScreen />, "/account", "/account", {
      realtime: "player",
    });
    await user.click(await screen.findByRole("button", { name: "⟦Withdraw⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Request withdrawal⟧" }));
    await screen.findByText(/Add your UPI id|requested\. Held until/);
    expectOnlyMessages(container, FORMATTED);
  });
});

describe("only messages are shown on Add money", () => {
  const payment = (overrides: Parameters<typeof accountView>[0]) => {
    mockFetch({ "GET /api/account": () => jsonResponse(accountView(overrides)) });
    return renderScreen(<PaymentScreen />, "/payment");
  };

  it("in the deposit form, refusing an empty amount", async () => {
    const { container, user } = payment({});
    await user.clear(await screen.findByRole("spinbutton"));
    await user.click(screen.getByRole("button", { name: "⟦Pay⟧" }));
    await screen.findByText("⟦Enter an amount in rupees⟧");
    // The offer's line and the deposit range are web/lib/offer-text.ts's, translated there.
    expectOnlyMessages(
      container,
      wordsOf(
        offerText.firstDepositLine({ minPaise: 2000, bonusPaise: 1000 }),
        offerText.depositRange,
      ),
    );
  });

  it("asking age and place first, with both refused", async () => {
    const { container, user } = payment({
      offers: { firstDeposit: null, referralRewardPaise: 0, likeFreeTries: 1 },
      paidPlay: { access: "eligibility_required", region: null },
    });
    await user.click(await screen.findByRole("button", { name: "⟦Confirm⟧" }));
    await screen.findByText("⟦Confirm that you are 18 or older⟧");
    expectOnlyMessages(withoutPlaces(container));
  });

  it("where paid play is off", async () => {
    const { container } = payment({ paidPlay: { access: "off", region: null } });
    await screen.findByText("⟦Deposits are not available here: play is free.⟧");
    expectOnlyMessages(container);
  });
});

describe("only messages are shown on the payment check", () => {
  it.each(["settled", "failed"] as const)("for a %s payment", async (status) => {
    mockFetch({
      "GET /api/payments/status/pay-1": () =>
        jsonResponse({ paymentId: "pay-1", status, amountPaise: 2000, createdAt: AT }),
    });
    const { container } = renderScreen(<CheckScreen />, "/check", "/check?payment=pay-1");
    await screen.findByText(/^⟦(₹20\.00 added|The payment failed)/);
    expectOnlyMessages(container);
  });

  it("for a link without a payment", () => {
    mockFetch({});
    const { container } = renderScreen(<CheckScreen />, "/check");
    expectOnlyMessages(container);
  });
});

const KINDS: HistoryEntryKind[] = [
  "run",
  "daily-try",
  "answer-coins",
  "run-stars",
  "ticket-refund",
  "coupon-claim",
  "try-purchase",
  "deposit",
  "deposit-bonus",
  "referral",
  "prize-returned",
  "show-prize",
  "deposit-refunded",
  "like-try",
  "forfeit",
  "other",
];

function historyEntries(): HistoryEntryView[] {
  const entry = (
    id: string,
    kind: HistoryEntryKind,
    more: Partial<HistoryEntryView> = {},
  ): HistoryEntryView => ({
    id,
    kind,
    movements: [{ account: "coins", amount: 10 }],
    memo: "",
    createdAt: AT,
    ...more,
  });
  const payout = (kind: "trial" | "withdrawal", status: HistoryPayoutView["status"]) => ({
    kind,
    amount: 2500,
    status,
  });
  return [
    ...KINDS.map((kind) => entry(kind, kind)),
    entry("free-run", "run", { runId: "run-7", freeTry: true, movements: [] }),
    entry("bonus-deposit", "deposit", { movements: [{ account: "bonus", amount: 1000 }] }),
    entry("memo", "coupon-purchase", { memo: "Movie voucher ₹100" }),
    ...(["requested", "paid", "rejected", "cancelled"] as const).flatMap((status) => [
      entry(`w-${status}`, "withdrawal", {
        movements: [{ account: "cash", amount: -2500 }],
        payout: payout("withdrawal", status),
      }),
      entry(`t-${status}`, "trial-prize", { movements: [], payout: payout("trial", status) }),
    ]),
    ...(["payout-paid", "payout-returned", "payout-cancelled"] as const).flatMap((kind) => [
      entry(`${kind}-w`, kind, { movements: [], payout: payout("withdrawal", "paid") }),
      entry(`${kind}-t`, kind, { movements: [], payout: payout("trial", "paid") }),
    ]),
  ];
}

describe("only messages are shown in the history", () => {
  it("with an entry of each kind, and more to load", async () => {
    mockFetch({
      "GET /api/account/history": () =>
        jsonResponse({ entries: historyEntries(), nextBefore: AT - 1 }),
    });
    const { container } = renderScreen(<HistoryScreen />, "/account/history");
    await screen.findByRole("button", { name: "⟦Load more⟧" });
    const amounts = [formatMovement("coins", 10), formatMovement("cash", -2500)];
    expectOnlyMessages(container, [...FORMATTED, ...amounts, "Movie voucher"]);
  });

  it("while empty", async () => {
    mockFetch({
      "GET /api/account/history": () => jsonResponse({ entries: [], nextBefore: null }),
    });
    const { container } = renderScreen(<HistoryScreen />, "/account/history");
    await screen.findByText(/^⟦Nothing here yet/);
    expectOnlyMessages(container);
  });
});

describe("only messages are shown in the pending payouts", () => {
  const renderPending = () =>
    renderScreen(<PendingScreen />, "/account/pending", "/account/pending", {
      realtime: "player",
    });
  const payouts: PayoutView[] = [
    payoutView({ _id: "p1", kind: "withdrawal", createdAt: AT }),
    payoutView({ _id: "p2", createdAt: AT, heldUntil: Date.now() + 86_400_000 }),
    payoutView({ _id: "p3", status: "paid", createdAt: AT, paidAt: LATER, reference: "UTR1" }),
    payoutView({ _id: "p4", status: "rejected", createdAt: AT, rejectedAt: LATER }),
    payoutView({ _id: "p5", status: "cancelled", kind: "withdrawal", createdAt: AT }),
  ];

  it("in each state, confirming a cancellation", async () => {
    mockFetch({ "GET /api/account/pending": () => jsonResponse({ data: payouts }) });
    const { container, user } = renderPending();
    const list = (await screen.findAllByRole("listitem"))[0]?.closest("ul") as HTMLElement;
    await user.click(within(list).getAllByRole("button")[0] as HTMLElement);
    const held = formatNearMoment(payouts[1]?.heldUntil ?? 0);
    expectOnlyMessages(container, [...FORMATTED, held, "UTR1"]);
    expectOnlyMessages(screen.getByRole("alertdialog"));
  });

  it("while empty", async () => {
    mockFetch({ "GET /api/account/pending": () => jsonResponse({ data: [] }) });
    const { container } = renderPending();
    await screen.findByText("⟦No payout requests yet.⟧");
    expectOnlyMessages(container);
  });
});

describe("only messages are shown on the payment details", () => {
  const renderDetails = () => renderScreen(<PayoutDetailsScreen />, "/account/upi");

  it("with a trial claim waiting and the bank fields refused", async () => {
    rememberPendingTrialClaim("device0123456789");
    mockFetch({ "GET /api/account/upi": () => jsonResponse({ details: null }) });
    const { container, user } = renderDetails();
    await user.click(await screen.findByRole("radio", { name: "⟦Bank account⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Save⟧" }));
    await screen.findByText("⟦Enter the IFSC⟧");
    expectOnlyMessages(container);
  });

  it("asking to sign in again before a change", async () => {
    mockFetch({
      "GET /api/account/upi": () => jsonResponse({ details: { method: "upi", upi: "a@ok" } }),
      "PUT /api/account/upi": () => errorResponse(401, "reauth_required", "x"),
    });
    const { container, user } = renderDetails();
    await user.click(await screen.findByRole("button", { name: "⟦Save⟧" }));
    await screen.findByRole("button", { name: "⟦Sign in again⟧" });
    expectOnlyMessages(container);
  });
});
