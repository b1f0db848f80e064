import { z } from "zod";
import { wholeNumber } from "./numbers";

/** The Bank (`/account`), payout details (`/account/upi`) and payout requests. */

export type BalancesView = {
  cash: number;
  bonus: number;
  winnings: number;
  coins: number;
  stars: number;
  tries: number;
};
export type AccountResponse = { balances: BalancesView; depositsEnabled: boolean };

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
    ac_h_nme: z.string().trim().min(2).max(120),
    bank_nme: z.string().trim().min(2).max(120),
    ifsc,
    Acc_no: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, "An account number has 9 to 18 digits"),
  }),
]);
export type PayoutDetailsBody = z.input<typeof payoutDetailsBody>;
export type PayoutDetailsResponse = { details: PayoutDetailsBody | null };

export type PayoutView = {
  _id: string;
  source: string;
  rupee: number;
  status: "requested" | "paid";
  createdAt: number;
  paidAt: number | null;
};
export type PendingPayoutsResponse = { data: PayoutView[] };

/** Pay to Users on /admin/add/reward: SPEC.md's account holder, amount, bank, IFSC, account. */
export type AdminPayoutView = PayoutView & {
  user: string;
  email: string;
  method: "upi" | "bank";
  upi: string | null;
  ac_h_nme: string | null;
  bank_nme: string | null;
  ifsc: string | null;
  Acc_no: string | null;
};
export type AdminPayoutsResponse = { data: AdminPayoutView[] };

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
export type AddRewardResponse = { Status: "OK"; message: string };
