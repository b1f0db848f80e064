/**
 * The ledger's vocabulary. Every balance is the sum of a holder's entries in one account;
 * money accounts are integer paise, the others plain counts. A live show is a holder too:
 * its `cash` is the operator's prize pool, held from the show's creation until it is paid
 * to the winners or released.
 */
export type HolderKind = "player" | "contributor" | "show";

export type LedgerAccount =
  | "cash"
  | "bonus"
  | "winnings"
  | "coins"
  | "stars"
  | "tries"
  | "earnings";

export type LedgerHolder = { kind: HolderKind; id: string };

/**
 * One movement. `reference` is its idempotency key: the same reference can be written
 * once, so a retried or concurrent request never moves anything twice.
 */
export type LedgerMovement = {
  holder: LedgerHolder;
  account: LedgerAccount;
  /** Positive credits, negative debits. */
  amount: number;
  reference: string;
  memo: string;
};

/** Prefixes that reports read back (e.g. deposits and payouts per day). */
export const referencePrefix = { deposit: "deposit:", payoutPaid: "payout-paid:" } as const;

/**
 * Idempotency references, one shape per cause, so two causes can never collide. Bonuses
 * that are once per person are keyed by the person key (identity/pseudonyms.ts), which
 * outlives deactivation, so a returning person earns none of them twice.
 */
export const ledgerReference = {
  dailyTry: (personKey: string, day: string) => `daily-try:${personKey}:${day}`,
  runTry: (runId: string) => `run-try:${runId}`,
  answerCoins: (attemptId: string) => `answer-coins:${attemptId}`,
  runStars: (runId: string) => `run-stars:${runId}`,
  ticketRefund: (ticketId: string) => `ticket-refund:${ticketId}`,
  couponClaim: (couponId: string) => `coupon-claim:${couponId}`,
  tryPurchase: (purchaseId: string) => `try-purchase:${purchaseId}`,
  tryPurchasePayment: (purchaseId: string) => `try-purchase-payment:${purchaseId}`,
  deposit: (paymentId: string) => `${referencePrefix.deposit}${paymentId}`,
  /** A deposit that settled for a deactivated account, sent back through the provider. */
  depositRefund: (paymentId: string) => `deposit-refund:${paymentId}`,
  firstDepositBonus: (personKey: string) => `first-deposit-bonus:${personKey}`,
  referral: (referredPersonKey: string) => `referral:${referredPersonKey}`,
  couponPurchase: (couponId: string) => `coupon-buy:${couponId}`,
  cartItem: (itemId: string) => `cart-item:${itemId}`,
  claimRefund: (requestId: string) => `claim-refund:${requestId}`,
  trialWin: (rewardId: string) => `trial-win:${rewardId}`,
  payoutPaid: (payoutId: string) => `${referencePrefix.payoutPaid}${payoutId}`,
  /** A player's cash set aside for a withdrawal (decision 010). */
  withdrawal: (payoutId: string) => `withdrawal:${payoutId}`,
  /** A contributor's earnings set aside for a withdrawal. */
  earningsWithdrawal: (payoutId: string) => `earnings-withdrawal:${payoutId}`,
  /** What a withdrawal set aside, waiting in `winnings` until it is paid or rejected. */
  payoutHeld: (payoutId: string) => `payout-held:${payoutId}`,
  /** A rejected payout leaves `winnings`… */
  payoutRejected: (payoutId: string) => `payout-rejected:${payoutId}`,
  /** …and returns to a player's cash… */
  payoutReturned: (payoutId: string) => `payout-returned:${payoutId}`,
  /** …or to a contributor's earnings. */
  earningsReturned: (payoutId: string) => `earnings-returned:${payoutId}`,
  /** A payout its payee cancelled (decision 023) leaves `winnings`… */
  payoutCancelled: (payoutId: string) => `payout-cancelled:${payoutId}`,
  /** …and returns to a player's cash… */
  cancelReturned: (payoutId: string) => `cancel-returned:${payoutId}`,
  /** …or to a contributor's earnings. */
  cancelEarningsReturned: (payoutId: string) => `cancel-earnings-returned:${payoutId}`,
  /** A payout rejected after its player deactivated: the cash it returned is given up. */
  returnForfeit: (payoutId: string) => `return-forfeit:${payoutId}`,
  /** What a deactivation with `{ forfeit: true }` gave up, one entry per account. */
  deactivationForfeit: (playerId: string, account: LedgerAccount) =>
    `deactivation-forfeit:${playerId}:${account}`,
  reviewLike: (personKey: string) => `review-like:${personKey}`,
  selection: (poolQuestionId: string, languageId: string) =>
    `selection:${poolQuestionId}:${languageId}`,
  /** Keyed by the support form's own idempotency key, so a double click moves value once. */
  supportAdjustment: (formKey: string) => `support-adjustment:${formKey}`,
  /** A live show's prize pool, the operator's money, held by the show from its creation. */
  showPool: (showId: string) => `show-pool:${showId}`,
  /** What the show still held when it was cancelled, or when nobody survived it. */
  showPoolReleased: (showId: string) => `show-pool-released:${showId}`,
  /** A winner's share leaving the show's pool… */
  showSharePaid: (showId: string, playerId: string) => `show-share-paid:${showId}:${playerId}`,
  /** …and reaching the winner's cash, withdrawable like any cash: once per show and player. */
  showShare: (showId: string, playerId: string) => `show-share:${showId}:${playerId}`,
} as const;

/** A cause of ledger movements: one reference shape of `ledgerReference`. */
export type LedgerCause = keyof typeof ledgerReference;

/** `deposit:` from `deposit:{paymentId}`: the domain's own spelling, so a rename follows. */
export function causePrefix(cause: LedgerCause): string {
  const sample = (ledgerReference[cause] as (...ids: string[]) => string)("id", "id");
  return sample.slice(0, sample.indexOf(":") + 1);
}

const CAUSE_BY_PREFIX = new Map(
  (Object.keys(ledgerReference) as LedgerCause[]).map((cause) => [causePrefix(cause), cause]),
);

/**
 * The cause that wrote a reference and what follows its prefix (a run's, payout's or
 * attempt's id…), or null for a reference no cause names.
 */
export function causeOf(reference: string): { cause: LedgerCause; subject: string } | null {
  const prefix = reference.slice(0, reference.indexOf(":") + 1);
  const cause = CAUSE_BY_PREFIX.get(prefix);
  return cause ? { cause, subject: reference.slice(prefix.length) } : null;
}
