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

const TITLES: Record<HistoryEntryKind, string> = {
  run: "Game run",
  "daily-try": "Today's free try",
  "answer-coins": "Right answer",
  "run-stars": "Perfect run",
  "ticket-refund": "Report refunded: your try back",
  "coupon-claim": "Coupon claimed",
  "try-purchase": "Bought a try",
  deposit: "Deposit",
  "deposit-bonus": "First-deposit bonus",
  referral: "Referral reward",
  "coupon-purchase": "Bought a coupon",
  "prize-request": "Prize requested",
  "prize-returned": "Prize request returned",
  "trial-prize": "Trial prize won",
  "show-prize": "Live show prize",
  withdrawal: "Withdrawal requested",
  "payout-paid": "Withdrawal paid",
  "payout-returned": "Withdrawal returned",
  "payout-cancelled": "Withdrawal cancelled",
  "deposit-refunded": "Deposit refunded",
  "like-try": "Free try for a like",
  support: "Adjusted by support",
  forfeit: "Given up on deactivation",
  other: "Balance change",
};

/** A trial prize's payout has its own words: it was won, not withdrawn. */
const TRIAL_TITLES: Partial<Record<HistoryEntryKind, string>> = {
  "payout-paid": "Trial prize paid",
  "payout-returned": "Trial prize moved to your cash",
  "payout-cancelled": "Trial prize claim cancelled: moved to your cash",
};

/** Where a requested withdrawal stands now, after its amount: "(waiting)". */
const WITHDRAWAL_STATES: Record<HistoryPayoutView["status"], string> = {
  requested: "waiting",
  paid: "paid",
  rejected: "returned",
  cancelled: "cancelled",
};

const TRIAL_PRIZE_STATES: Record<HistoryPayoutView["status"], string> = {
  requested: "Waiting to be paid to your bank",
  paid: "Paid to your bank",
  rejected: "Moved to your cash",
  cancelled: "Cancelled: moved to your cash",
};

/** Kinds whose memo names what was bought or why: the memo is the line's words. */
const MEMO_KINDS: ReadonlySet<HistoryEntryKind> = new Set([
  "coupon-purchase",
  "prize-request",
  "support",
  "other",
]);

function titleOf(entry: HistoryEntryView): string {
  if (MEMO_KINDS.has(entry.kind) && entry.memo) return entry.memo;
  if (entry.payout?.kind === "trial") return TRIAL_TITLES[entry.kind] ?? TITLES[entry.kind];
  return TITLES[entry.kind];
}

function detailOf(entry: HistoryEntryView): string | null {
  if (entry.kind === "run" && entry.freeTry) return "Paid with today's free try";
  if (entry.kind === "deposit" && entry.movements.some((m) => m.account === "bonus")) {
    return "With the first-deposit bonus";
  }
  if (entry.kind === "trial-prize" && entry.payout) return TRIAL_PRIZE_STATES[entry.payout.status];
  if (entry.kind === "payout-paid") return "Sent to your bank";
  return null;
}

export function historyWords(entry: HistoryEntryView): HistoryWords {
  const signed = entry.movements.map((movement) =>
    formatMovement(movement.account, movement.amount),
  );
  let amounts = signed;
  const payout = entry.payout;
  if (signed.length === 0 && payout) amounts = [rupeeText(payout.amount)];
  if (entry.kind === "withdrawal" && payout) {
    amounts = signed.map((amount) => `${amount} (${WITHDRAWAL_STATES[payout.status]})`);
  }
  const total = entry.movements.reduce((sum, movement) => sum + Math.sign(movement.amount), 0);
  return {
    title: titleOf(entry),
    detail: detailOf(entry),
    amounts,
    sign: total > 0 ? "credit" : total < 0 ? "debit" : "none",
  };
}
