import { z } from "zod";
import type { EligibilityView, PaidPlayView } from "./eligibility";
import { wholeNumber } from "./numbers";
import type { PlayerOffersView } from "./offers";
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
 * Buying a try (issue 16): its price, which balance would pay for one now (bonus first,
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

export type AccountResponse = {
  /** Paise for the money accounts; `tries` counts bought and given tries, not today's free one. */
  balances: BalancesView;
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
export type HistoryResponse = { entries: LedgerEntryView[]; nextBefore: number | null };

const ifsc = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "An IFSC is 4 letters, a 0, then 6 letters or digits");
const upiId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, "A UPI id looks like name@bank");

/** SPEC.md's claim fields: ac_h_nme, bank_nme, ifsc, Acc_no; or a UPI id. */
export const payoutDetailsBody = z.discriminatedUnion("method", [
  z.object({ method: z.literal("upi"), upi: upiId }),
  z.object({
    method: z.literal("bank"),
    ac_h_nme: plainText(z.string().trim().min(2).max(120)),
    bank_nme: plainText(z.string().trim().min(2).max(120)),
    ifsc,
    Acc_no: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, "An account number has 9 to 18 digits"),
  }),
]);
export type PayoutDetailsBody = z.input<typeof payoutDetailsBody>;
export type PayoutDetailsResponse = { details: PayoutDetailsBody | null };

export const payoutKinds = ["trial", "withdrawal", "contributor"] as const;
/** A won trial reward, a player's withdrawal of cash, a contributor's withdrawal of earnings. */
export type PayoutKindView = (typeof payoutKinds)[number];

export type PayoutView = {
  _id: string;
  /** The same as `kind`; kept for clients that read it. */
  source: PayoutKindView;
  kind: PayoutKindView;
  rupee: number;
  status: "requested" | "paid" | "rejected";
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
export type WithdrawalResponse = { Status: "OK"; payoutId: string };

/**
 * A 409 `balance_remaining` from `POST /api/account/deactivate`: the cash and winnings
 * (paise) still in the account. `{ forfeit: true }` deactivates anyway.
 */
export type BalanceRemainingError = {
  error: "balance_remaining";
  message: string;
  cash: number;
  winnings: number;
};
export const deactivateBody = z.object({ forfeit: z.boolean().optional() });

/** Pay to Users on /admin/add/reward: SPEC.md's account holder, amount, bank, IFSC, account. */
export type AdminPayoutView = PayoutView & {
  /** The payee's name and email (a player or a contributor). */
  user: string;
  email: string;
  payee: "player" | "contributor";
  method: "upi" | "bank";
  upi: string | null;
  ac_h_nme: string | null;
  bank_nme: string | null;
  ifsc: string | null;
  Acc_no: string | null;
};
export type AdminPayoutsResponse = { data: AdminPayoutView[] };
/** `?kind=` narrows the queue to one kind. */
export const adminPayoutsQuery = z.object({ kind: z.enum(payoutKinds).optional() });

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
