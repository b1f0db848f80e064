// Proves a player's ledger legs become the things they did: every cause a
// player's ledger can hold has its kind; the legs of one withdrawal, one returned or
// cancelled payout,
// one bought try, one run's start with the day's free try and one deposit with its bonus
// are one event each; `winnings` is never a movement but the payout's amount; movements
// net per account, in one order, and nothing that nets to zero is shown.
import { describe, expect, it } from "vitest";
import { type HistoryEventKind, historyEvents, type LedgerLine } from "./history-events";
import { ledgerReference } from "./ledger";

let counter = 0;
const line = (
  reference: string,
  account: string,
  amount: number,
  createdAt = 1_000,
): LedgerLine => ({
  id: `line-${++counter}`,
  reference,
  account,
  amount,
  memo: `memo of ${reference}`,
  createdAt,
  receipt: null,
});

describe("each cause a player's ledger holds", () => {
  it.each<[string, string, number, HistoryEventKind]>([
    [ledgerReference.dailyTry("person", "2026-01-01"), "tries", 1, "daily-try"],
    [ledgerReference.runTry("run-1"), "tries", -1, "run"],
    [ledgerReference.answerCoins("attempt-1"), "coins", 5, "answer-coins"],
    [ledgerReference.runStars("run-1"), "stars", 3, "run-stars"],
    [ledgerReference.ticketRefund("ticket-1"), "tries", 1, "ticket-refund"],
    [ledgerReference.couponClaim("coupon-1"), "bonus", 150, "coupon-claim"],
    [ledgerReference.tryPurchase("purchase-1"), "tries", 1, "try-purchase"],
    [ledgerReference.deposit("payment-1"), "cash", 2000, "deposit"],
    [ledgerReference.firstDepositBonus("person"), "bonus", 1000, "deposit-bonus"],
    [ledgerReference.referral("friend"), "bonus", 5000, "referral"],
    [ledgerReference.couponPurchase("coupon-1"), "coins", -100, "coupon-purchase"],
    [ledgerReference.cartItem("item-1"), "stars", -10, "prize-request"],
    [ledgerReference.claimRefund("request-1"), "stars", 10, "prize-returned"],
    [ledgerReference.trialWin("reward-1"), "winnings", 2500, "trial-prize"],
    [ledgerReference.payoutPaid("payout-1"), "winnings", -2500, "payout-paid"],
    [ledgerReference.withdrawal("payout-1"), "cash", -2500, "withdrawal"],
    [ledgerReference.payoutReturned("payout-1"), "cash", 2500, "payout-returned"],
    [ledgerReference.cancelReturned("payout-1"), "cash", 2500, "payout-cancelled"],
    [ledgerReference.depositRefund("payment-1"), "cash", -2000, "deposit-refunded"],
    [ledgerReference.returnForfeit("payout-1"), "cash", -2500, "forfeit"],
    [ledgerReference.deactivationForfeit("player-1", "cash"), "cash", -100, "forfeit"],
    [ledgerReference.reviewLike("person"), "tries", 1, "like-try"],
    [ledgerReference.supportAdjustment("form-key"), "tries", 2, "support"],
    [ledgerReference.showShare("show-1", "player-1"), "cash", 25000, "show-prize"],
    ["grant-test-1", "coins", 5, "other"],
  ])("%s is a %s", (reference, account, amount, kind) => {
    expect(historyEvents([line(reference, account, amount)])[0]?.kind).toBe(kind);
  });
});

describe("one event per thing done", () => {
  it("makes a withdrawal's cash and hold one withdrawal, moving only cash", () => {
    const [event, ...rest] = historyEvents([
      line(ledgerReference.payoutHeld("p1"), "winnings", 2500),
      line(ledgerReference.withdrawal("p1"), "cash", -2500),
    ]);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      kind: "withdrawal",
      movements: [{ account: "cash", amount: -2500 }],
      payoutId: "p1",
      payoutAmount: 2500,
    });
  });

  it("makes a rejected payout's release and return one returned payout", () => {
    const events = historyEvents([
      line(ledgerReference.payoutRejected("p1"), "winnings", -2500),
      line(ledgerReference.payoutReturned("p1"), "cash", 2500),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: "payout-returned",
        movements: [{ account: "cash", amount: 2500 }],
        payoutId: "p1",
        payoutAmount: 2500,
      }),
    ]);
  });

  it("makes a cancelled payout's release and return one cancelled payout", () => {
    const events = historyEvents([
      line(ledgerReference.payoutCancelled("p1"), "winnings", -2500),
      line(ledgerReference.cancelReturned("p1"), "cash", 2500),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: "payout-cancelled",
        movements: [{ account: "cash", amount: 2500 }],
        payoutId: "p1",
        payoutAmount: 2500,
      }),
    ]);
  });

  it("makes a run's start with the day's free try one run that moved no try", () => {
    const events = historyEvents([
      line(ledgerReference.runTry("run-9"), "tries", -1, 5_000),
      line(ledgerReference.dailyTry("person", "2026-01-01"), "tries", 1, 5_000),
      line(ledgerReference.runTry("run-8"), "tries", -1, 4_000),
    ]);
    expect(events).toEqual([
      expect.objectContaining({ kind: "run", runId: "run-9", freeTry: true, movements: [] }),
      expect.objectContaining({
        kind: "run",
        runId: "run-8",
        freeTry: false,
        movements: [{ account: "tries", amount: -1 }],
      }),
    ]);
  });

  it("makes a bought try and a deposit with its bonus one event each, what was got first", () => {
    const events = historyEvents([
      line(ledgerReference.tryPurchasePayment("b1"), "bonus", -1000, 2_000),
      line(ledgerReference.tryPurchase("b1"), "tries", 1, 2_000),
      line(ledgerReference.firstDepositBonus("person"), "bonus", 1000, 1_000),
      line(ledgerReference.deposit("pay-1"), "cash", 2000, 1_000),
    ]);
    expect(events.map((event) => [event.kind, event.movements])).toEqual([
      [
        "try-purchase",
        [
          { account: "tries", amount: 1 },
          { account: "bonus", amount: -1000 },
        ],
      ],
      [
        "deposit",
        [
          { account: "cash", amount: 2000 },
          { account: "bonus", amount: 1000 },
        ],
      ],
    ]);
  });

  it("keeps two answers' coins apart, each with its own receipt", () => {
    const first = { ...line(ledgerReference.answerCoins("a1"), "coins", 5), receipt: "jws-1" };
    const second = { ...line(ledgerReference.answerCoins("a2"), "coins", 5), receipt: "jws-2" };
    expect(historyEvents([first, second]).map((event) => event.receipt)).toEqual([
      "jws-1",
      "jws-2",
    ]);
  });

  it("names a trial prize by its reward and carries its amount, moving no balance", () => {
    expect(historyEvents([line(ledgerReference.trialWin("r1"), "winnings", 2500)])).toEqual([
      expect.objectContaining({
        kind: "trial-prize",
        rewardId: "r1",
        payoutAmount: 2500,
        movements: [],
      }),
    ]);
  });
});
