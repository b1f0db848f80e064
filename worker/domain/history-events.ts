import { causeOf, type LedgerAccount, type LedgerCause } from "./ledger";

/**
 * A player's ledger as the things they did, pure ("Withdrawal waiting to be paid
 * · Winnings +₹25.00" read like money won). One batch often writes several legs for one
 * thing: a withdrawal takes cash and holds it in `winnings`, a bought try is a try in and
 * money out, a run's start credits the day's free try and spends it. The legs of one
 * thing become one event; `winnings` only ever holds money on its way to the player's
 * bank, so it is never shown as a balance that moved: payout events carry its amount.
 */

/** One leg as the ledger holds it, newest first. */
export type LedgerLine = {
  id: string;
  reference: string;
  account: LedgerAccount | string;
  amount: number;
  memo: string;
  createdAt: number;
  /** The signed receipt of the answer an answer's coins pay for. */
  receipt: string | null;
};

export type HistoryEventKind =
  | "run"
  | "daily-try"
  | "answer-coins"
  | "run-stars"
  | "ticket-refund"
  | "coupon-claim"
  | "try-purchase"
  | "deposit"
  | "deposit-bonus"
  | "referral"
  | "coupon-purchase"
  | "prize-request"
  | "prize-returned"
  | "trial-prize"
  | "show-prize"
  | "withdrawal"
  | "payout-paid"
  | "payout-returned"
  | "payout-cancelled"
  | "deposit-refunded"
  | "like-try"
  | "support"
  | "forfeit"
  | "other";

export type HistoryEvent = {
  /** The first leg's id: stable across reads. */
  id: string;
  kind: HistoryEventKind;
  createdAt: number;
  /** What moved in the player's balances, net per account (never `winnings`). */
  movements: { account: string; amount: number }[];
  /** The first leg's memo: names a coupon, a prize or a support adjustment's reason. */
  memo: string;
  receipt: string | null;
  /** The run a start or a perfect run's stars belong to. */
  runId: string | null;
  /** A run's start that the day's free try paid for. */
  freeTry: boolean;
  /** The payout (a withdrawal's, or a paid or returned one's) this event is part of. */
  payoutId: string | null;
  /** The trial prize a trial win took, whose payout is found by it. */
  rewardId: string | null;
  /** What went into or out of `winnings` for this event: the payout's amount, in paise. */
  payoutAmount: number | null;
};

/** Each cause a player's ledger can hold, and the event it is (or is part of). */
const KIND_OF: Record<LedgerCause, HistoryEventKind> = {
  dailyTry: "daily-try",
  runTry: "run",
  answerCoins: "answer-coins",
  runStars: "run-stars",
  ticketRefund: "ticket-refund",
  couponClaim: "coupon-claim",
  tryPurchase: "try-purchase",
  tryPurchasePayment: "try-purchase",
  deposit: "deposit",
  firstDepositBonus: "deposit-bonus",
  referral: "referral",
  couponPurchase: "coupon-purchase",
  cartItem: "prize-request",
  claimRefund: "prize-returned",
  trialWin: "trial-prize",
  payoutPaid: "payout-paid",
  withdrawal: "withdrawal",
  payoutHeld: "withdrawal",
  payoutRejected: "payout-returned",
  payoutReturned: "payout-returned",
  payoutCancelled: "payout-cancelled",
  cancelReturned: "payout-cancelled",
  depositRefund: "deposit-refunded",
  returnForfeit: "forfeit",
  deactivationForfeit: "forfeit",
  reviewLike: "like-try",
  supportAdjustment: "support",
  showShare: "show-prize",
  // A contributor's causes: never in a player's ledger, named for completeness.
  earningsWithdrawal: "withdrawal",
  earningsReturned: "payout-returned",
  cancelEarningsReturned: "payout-cancelled",
  selection: "other",
  // A show's own causes: the pool's holder is the show, never a player.
  showPool: "other",
  showPoolReleased: "other",
  showSharePaid: "other",
};

/** A batch's leading leg names its event: the run a free try was credited for, the deposit a bonus came with. */
const LEADS: ReadonlySet<HistoryEventKind> = new Set(["run", "deposit"]);

const PAYOUT_CAUSES: ReadonlySet<LedgerCause> = new Set([
  "withdrawal",
  "payoutHeld",
  "payoutPaid",
  "payoutRejected",
  "payoutReturned",
  "payoutCancelled",
  "cancelReturned",
]);

/**
 * Which legs are one thing: those of one payout or one purchase by their shared id, a
 * run's start with the day's free try it credited, a deposit with its first-deposit
 * bonus and a deactivation's forfeits by the batch's moment; any other leg alone.
 */
function eventKey(line: LedgerLine, cause: LedgerCause | null, subject: string): string {
  switch (cause) {
    case "withdrawal":
    case "payoutHeld":
      return `withdrawal:${subject}`;
    case "payoutRejected":
    case "payoutReturned":
      return `returned:${subject}`;
    case "payoutCancelled":
    case "cancelReturned":
      return `cancelled:${subject}`;
    case "tryPurchase":
    case "tryPurchasePayment":
      return `try:${subject}`;
    case "dailyTry":
    case "runTry":
      return `run@${line.createdAt}`;
    case "deposit":
    case "firstDepositBonus":
      return `deposit@${line.createdAt}`;
    case "deactivationForfeit":
      return `forfeit@${line.createdAt}`;
    default:
      return `line:${line.id}`;
  }
}

function emptyEvent(line: LedgerLine, kind: HistoryEventKind): HistoryEvent {
  return {
    id: line.id,
    kind,
    createdAt: line.createdAt,
    movements: [],
    memo: line.memo,
    receipt: null,
    runId: null,
    freeTry: false,
    payoutId: null,
    rewardId: null,
    payoutAmount: null,
  };
}

function addLeg(event: HistoryEvent, line: LedgerLine, cause: LedgerCause | null, subject: string) {
  const kind = cause ? KIND_OF[cause] : "other";
  if (LEADS.has(kind)) event.kind = kind;
  if (line.receipt) event.receipt = line.receipt;
  if (cause === "runTry" || cause === "runStars") event.runId = subject;
  if (cause === "dailyTry" && line.amount > 0) event.freeTry = true;
  if (cause && PAYOUT_CAUSES.has(cause)) event.payoutId = subject;
  if (cause === "trialWin") event.rewardId = subject;
  if (line.account === "winnings") {
    event.payoutAmount = Math.abs(line.amount);
    return;
  }
  const same = event.movements.find((movement) => movement.account === line.account);
  if (same) same.amount += line.amount;
  else event.movements.push({ account: line.account, amount: line.amount });
}

/** Movements in one order whatever order a batch's legs come in: what was got, then what paid. */
const ACCOUNT_ORDER = ["tries", "coins", "stars", "cash", "bonus", "earnings"];
const accountRank = (account: string) => {
  const rank = ACCOUNT_ORDER.indexOf(account);
  return rank === -1 ? ACCOUNT_ORDER.length : rank;
};

/**
 * The lines of a page (newest first, every leg of a batch on the same page) as events,
 * in the order of their first leg. Movements that net to nothing are left out (a run the
 * day's free try paid for moves no try).
 */
export function historyEvents(lines: LedgerLine[]): HistoryEvent[] {
  const events = new Map<string, HistoryEvent>();
  for (const line of lines) {
    const found = causeOf(line.reference);
    const cause = found?.cause ?? null;
    const subject = found?.subject ?? "";
    const key = eventKey(line, cause, subject);
    let event = events.get(key);
    if (!event) {
      event = emptyEvent(line, cause ? KIND_OF[cause] : "other");
      events.set(key, event);
    }
    addLeg(event, line, cause, subject);
  }
  return [...events.values()].map((event) => ({
    ...event,
    movements: event.movements
      .filter((movement) => movement.amount !== 0)
      .sort((a, b) => accountRank(a.account) - accountRank(b.account)),
  }));
}
