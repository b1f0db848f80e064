import type { I18n } from "@lingui/core";
import type {
  HistoryEntryKind,
  HistoryEntryView,
  HistoryPayoutView,
} from "../../../contract/account";
import { formatMovement } from "../../lib/ledger-format";
import { rupeeText } from "../../lib/money";

/**
 * A history entry in the player's words: what they did, the amounts it moved in
 * their balances, and where money on its way to their bank stands. Never a ledger leg's
 * account name: "Withdrawal waiting to be paid · Winnings +₹25.00" read like money won.
 */
export type HistoryWords = {
  title: string;
  /** A second line: how a run was paid, where a payout stands. */
  detail: string | null;
  /** Signed movements ("+1 try", "-₹10.00"), or a payout's unsigned amount. */
  amounts: string[];
  /** Whether the entry added to the player's balances (for colour), took from them, or neither. */
  sign: "credit" | "debit" | "none";
};

/** Each kind's title, by message id. */
const TITLES: Record<HistoryEntryKind, string> = {
  run: "history.title.run",
  "daily-try": "history.title.dailyTry",
  "answer-coins": "history.title.answerCoins",
  "run-stars": "history.title.runStars",
  "ticket-refund": "history.title.ticketRefund",
  "coupon-claim": "history.title.couponClaim",
  "try-purchase": "history.title.tryPurchase",
  deposit: "history.title.deposit",
  "deposit-bonus": "history.title.depositBonus",
  referral: "history.title.referral",
  "coupon-purchase": "history.title.couponPurchase",
  "prize-request": "history.title.prizeRequest",
  "prize-returned": "history.title.prizeReturned",
  "trial-prize": "history.title.trialPrize",
  "show-prize": "history.title.showPrize",
  withdrawal: "history.title.withdrawal",
  "payout-paid": "history.title.payoutPaid",
  "payout-returned": "history.title.payoutReturned",
  "payout-cancelled": "history.title.payoutCancelled",
  "deposit-refunded": "history.title.depositRefunded",
  "like-try": "history.title.likeTry",
  support: "history.title.support",
  forfeit: "history.title.forfeit",
  other: "history.title.other",
};

/** A trial prize's payout has its own words: it was won, not withdrawn. */
const TRIAL_TITLES: Partial<Record<HistoryEntryKind, string>> = {
  "payout-paid": "history.title.trialPayoutPaid",
  "payout-returned": "history.title.trialPayoutReturned",
  "payout-cancelled": "history.title.trialPayoutCancelled",
};

const TRIAL_PRIZE_STATES: Record<HistoryPayoutView["status"], string> = {
  requested: "history.trialPrize.requested",
  paid: "history.trialPrize.paid",
  rejected: "history.trialPrize.rejected",
  cancelled: "history.trialPrize.cancelled",
};

/** Kinds whose memo names what was bought or why: the memo is the line's words. */
const MEMO_KINDS: ReadonlySet<HistoryEntryKind> = new Set([
  "coupon-purchase",
  "prize-request",
  "support",
  "other",
]);

function titleOf(entry: HistoryEntryView, i18n: I18n): string {
  if (MEMO_KINDS.has(entry.kind) && entry.memo) return entry.memo;
  if (entry.payout?.kind === "trial") return i18n._(TRIAL_TITLES[entry.kind] ?? TITLES[entry.kind]);
  return i18n._(TITLES[entry.kind]);
}

function detailOf(entry: HistoryEntryView, i18n: I18n): string | null {
  if (entry.kind === "run" && entry.freeTry) return i18n._("history.detail.freeTry");
  if (entry.kind === "deposit" && entry.movements.some((m) => m.account === "bonus")) {
    return i18n._("history.detail.depositBonus");
  }
  if (entry.kind === "trial-prize" && entry.payout) {
    return i18n._(TRIAL_PRIZE_STATES[entry.payout.status]);
  }
  if (entry.kind === "payout-paid") return i18n._("history.detail.payoutPaid");
  return null;
}

/** The entry in the words of the language `i18n` speaks (the screen's, as it renders). */
export function historyWords(entry: HistoryEntryView, i18n: I18n): HistoryWords {
  const signed = entry.movements.map((movement) =>
    formatMovement(movement.account, movement.amount),
  );
  let amounts = signed;
  const payout = entry.payout;
  if (signed.length === 0 && payout) amounts = [rupeeText(payout.amount)];
  if (entry.kind === "withdrawal" && payout) {
    // Where the requested withdrawal stands now, after its amount: "-₹25.00 (waiting)".
    amounts = signed.map((amount) =>
      i18n._("history.withdrawal.amount", { amount, status: payout.status }),
    );
  }
  const total = entry.movements.reduce((sum, movement) => sum + Math.sign(movement.amount), 0);
  return {
    title: titleOf(entry, i18n),
    detail: detailOf(entry, i18n),
    amounts,
    sign: total > 0 ? "credit" : total < 0 ? "debit" : "none",
  };
}
