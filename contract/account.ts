import { z } from "zod";
import type { EligibilityView, PaidPlayView } from "./eligibility";
import { digitsQuery, wholeNumber } from "./numbers";
import type { PlayerOffersView } from "./offers";
import { PASSWORD_MAX } from "./passwords";
import { plainText } from "./plain-text";

/** The Bank (`/account`), payout details (`/account/upi`) and payout requests. */

export type BalancesView = {
  cash: number;
  bonus: number;
  winnings: number;
  coins: number;
  stars: number;
  tries: number;
};
/**
 * Buying a try: its price, which balance would pay for one now (bonus first,
 * then cash while paid play is on: decision 004; `free` when the price is zero; null when
 * nothing covers it), and whether deposits are on, the way to money when there is none.
 * `paidPlay` says whether the player must first confirm their age and place, or cannot pay
 * to play where they live (then nothing pays: free tries only).
 */
export type TryOfferView = {
  pricePaise: number;
  payFrom: "bonus" | "cash" | "free" | null;
  depositsEnabled: boolean;
  paidPlay: PaidPlayView;
};

/**
 * The player's payout destination changed recently (decision 023): when, and until when a
 * payout to it waits. Shown on the Bank, with what to do if it was not them.
 */
export type PayoutDetailsChangeView = { changedAt: number; payoutsHeldUntil: number };

export type AccountResponse = {
  /** Paise for the money accounts; `tries` counts bought and given tries, not today's free one. */
  balances: BalancesView;
  /** Set for a week after the payout details changed; null otherwise. */
  payoutDetailsChange: PayoutDetailsChangeView | null;
  /** Whether this player may deposit: paid play on here and not off for their state. */
  depositsEnabled: boolean;
  /** True while today's free try is unused (it is credited when the day's first run starts). */
  freeTryToday: boolean;
  tryOffer: TryOfferView;
  /** The age and place this player confirmed before paid play, or null. */
  eligibility: EligibilityView | null;
  paidPlay: PaidPlayView;
  offers: PlayerOffersView;
};

export type LedgerEntryView = {
  id: string;
  account: string;
  amount: number;
  memo: string;
  createdAt: number;
  /** The signed receipt of the answer this entry pays for (answer coins), if any. */
  receipt?: string;
};
/**
 * What a player did, as their history names it: one entry per thing done, not
 * one per ledger leg. Each kind maps to the player's words on screen (web/features/account/history-words.ts).
 */
export type HistoryEntryKind =
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

/** A payout as a history entry names it: whose it is, how much, and where it stands now. */
export type HistoryPayoutView = {
  kind: "trial" | "withdrawal";
  /** Paise. */
  amount: number;
  status: "requested" | "paid" | "rejected" | "cancelled";
};

export type HistoryEntryView = {
  id: string;
  kind: HistoryEntryKind;
  createdAt: number;
  /**
   * What moved in the player's balances, net per account (paise for money, counts for
   * coins, stars and tries). Money on its way to the player's bank is in `payout`, never
   * here: the ledger holds it in `winnings` until it is paid or returned.
   */
  movements: { account: string; amount: number }[];
  /** The ledger's own words for the entry: a coupon's or prize's name, a support reason. */
  memo: string;
  /** The signed receipt of the answer an answer's coins pay for. */
  receipt?: string;
  /** The run a start or a perfect run's stars belong to: its summary is `/result?run=`. */
  runId?: string;
  /** A run that today's free try paid for. */
  freeTry?: boolean;
  payout?: HistoryPayoutView;
};
/** A page of the history: entries older than `before` (the previous page's `nextBefore`). */
export const historyQuery = z.object({ before: digitsQuery(Number.MAX_SAFE_INTEGER).optional() });
export type HistoryResponse = { entries: HistoryEntryView[]; nextBefore: number | null };

const ifsc = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "An IFSC is 4 letters, a 0, then 6 letters or digits");
const upiId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, "A UPI id looks like name@bank");

const upiDetails = z.object({ method: z.literal("upi"), upi: upiId });
const bankDetails = z.object({
  method: z.literal("bank"),
  ac_h_nme: plainText(z.string().trim().min(2).max(120)),
  bank_nme: plainText(z.string().trim().min(2).max(120)),
  ifsc,
  Acc_no: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, "An account number has 9 to 18 digits"),
});

/** SPEC.md's claim fields: ac_h_nme, bank_nme, ifsc, Acc_no; or a UPI id. */
export const payoutDetailsBody = z.discriminatedUnion("method", [upiDetails, bankDetails]);
export type PayoutDetailsBody = z.input<typeof payoutDetailsBody>;
export type PayoutDetailsResponse = { details: PayoutDetailsBody | null };

/**
 * `PUT /admin/user/payout-details`: the player's body plus the contributor's current
 * password (decision 023). Only a first destination, saved within five minutes of
 * signing in, may leave it out.
 */
const currentPassword = { currentPassword: z.string().max(PASSWORD_MAX).optional() };
export const contributorPayoutDetailsBody = z.discriminatedUnion("method", [
  upiDetails.extend(currentPassword),
  bankDetails.extend(currentPassword),
]);
export type ContributorPayoutDetailsBody = z.input<typeof contributorPayoutDetailsBody>;

const payoutKinds = ["trial", "withdrawal", "contributor"] as const;
/** A won trial reward, a player's withdrawal of cash, a contributor's withdrawal of earnings. */
export type PayoutKindView = (typeof payoutKinds)[number];

/**
 * `requested` waits for an admin (`heldUntil` says when it may be paid, if later than
 * now); `cancelled` the payee took it back, the money returned (decision 023).
 */
export type PayoutStatusView = "requested" | "paid" | "rejected" | "cancelled";

export type PayoutView = {
  _id: string;
  /** The same as `kind`; kept for clients that read it. */
  source: PayoutKindView;
  kind: PayoutKindView;
  rupee: number;
  status: PayoutStatusView;
  /** No admin may pay it before this moment: the payout details changed the day before. */
  heldUntil: number | null;
  createdAt: number;
  paidAt: number | null;
  /** The bank's reference (UTR) the admin gave when paying, if any. */
  reference: string | null;
  rejectedAt: number | null;
  /** Why an admin rejected it; the money went back to the payee's cash or earnings. */
  reason: string | null;
};
export type PendingPayoutsResponse = { data: PayoutView[] };

/**
 * `POST /api/account/withdrawals` and `POST /admin/user/withdrawals`: whole rupees as a
 * JSON integer, at least 1; above the payee's cash (earnings) is a 409.
 */
export const withdrawalBody = z.object({
  amount: wholeNumber(
    { min: 1, max: 1_000_000 },
    {
      notNumber: "The amount must be a number of rupees",
      notWhole: "The amount must be a whole number of rupees",
      tooSmall: "Withdraw at least ₹1.00",
      tooLarge: "Withdraw at most ₹10,00,000.00 at a time",
    },
  ),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;
/** `heldUntil`: the payout details changed within the day, so it waits until then. */
export type WithdrawalResponse = { Status: "OK"; payoutId: string; heldUntil: number | null };

/**
 * A 409 `balance_remaining` from `POST /api/account/deactivate` (a 409 `payment_pending`
 * comes first while a deposit is still open: decision 023): the cash and winnings
 * (paise) still in the account. `{ forfeit: true }` deactivates anyway.
 */
export type BalanceRemainingError = {
  error: "balance_remaining";
  message: string;
  cash: number;
  winnings: number;
};
export const deactivateBody = z.object({ forfeit: z.boolean().optional() });

/**
 * The admin's queue shows payouts and, beside them, refunds: deposits that settled for a
 * deactivated account and go back to the payer through the payment provider (decision
 * 023). An admin pays no refund; it is `requested` until the provider takes it on, then
 * `refunded`, with the provider's refund id as its `reference`.
 */
export const queueKinds = [...payoutKinds, "refund"] as const;
export type QueueKindView = (typeof queueKinds)[number];

/** Pay to Users on /admin/add/reward: SPEC.md's account holder, amount, bank, IFSC, account. */
export type AdminPayoutView = Omit<PayoutView, "source" | "kind" | "status"> & {
  source: QueueKindView;
  kind: QueueKindView;
  status: PayoutStatusView | "refunded";
  /** The payee's name and email (a player or a contributor). */
  user: string;
  email: string;
  payee: "player" | "contributor";
  /** `gateway`: a refund, back to the payment it came from. */
  method: "upi" | "bank" | "gateway";
  upi: string | null;
  ac_h_nme: string | null;
  bank_nme: string | null;
  ifsc: string | null;
  Acc_no: string | null;
};
export type AdminPayoutsResponse = { data: AdminPayoutView[] };
/** `?kind=` narrows the queue to one kind. */
export const adminPayoutsQuery = z.object({ kind: z.enum(queueKinds).optional() });

/** `POST /admin/payouts/{id}/reject`: the reason the payee sees. */
export const rejectPayoutBody = z.object({
  reason: plainText(
    z
      .string()
      .trim()
      .min(3, "Say why, in a few words the payee will read")
      .max(300, "At most 300 characters"),
    "lines",
  ),
});

/** SPEC.md's Paid (`DELETE …/{id}?reference=UTR`): the bank's reference, shown to the payee. */
export const markPaidQuery = z.object({
  reference: plainText(z.string().trim().max(120)).optional(),
});

export const addRewardBody = z.object({
  data: wholeNumber(
    { min: 1, max: 100 },
    {
      notNumber: "Reward Points must be a number",
      notWhole: "Reward Points must be a whole number of rupees",
      tooSmall: "Reward Points must be at least 1",
      tooLarge: "A trial reward is at most 100 rupees",
    },
  ),
});
export type RewardListResponse = { Status: "OK"; data: number[]; total: number };
/** `GET /admin/rewards`: the pool's untaken entries, oldest first, with their ids. */
export type RewardPoolEntryView = { id: string; rupee: number; createdAt: number };
export type RewardPoolResponse = { data: RewardPoolEntryView[] };
export type AddRewardResponse = { Status: "OK"; message: string };
