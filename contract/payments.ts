import { z } from "zod";
import { wholeNumber } from "./numbers";
import { deviceIdSchema } from "./trial";

/** Deposits (`/payment`, `/check`) and referrals (`/refer`, `/get/start`). */

export const depositBody = z.object({
  amount: wholeNumber(
    { min: 10, max: 10_000 },
    {
      notNumber: "Enter an amount in rupees",
      notWhole: "Whole rupees only",
      tooSmall: "The smallest deposit is ₹10",
      tooLarge: "The largest deposit is ₹10,000",
    },
  ),
});
export type DepositResponse = { Status: "OK"; paymentId: string; checkoutUrl: string };

export type PaymentStatusResponse = {
  paymentId: string;
  status: "created" | "settled" | "failed";
  amountPaise: number;
  createdAt: number;
};

export type ReferInfoResponse = { code: string; rewardRupees: number };

export const registerReferralBody = z.object({
  referralCode: z.string().trim().min(4).max(32),
  /** The referrer's device id, from the link (never a session token: DESIGN.md section 2). */
  referrerDeviceId: deviceIdSchema,
  deviceId: deviceIdSchema,
});
export type RegisterReferralBody = z.infer<typeof registerReferralBody>;

/** SPEC.md section 5's message for a referral opened on the referrer's own device. */
export const SAME_DEVICE_REFERRAL_MESSAGE =
  "You have already claimed your referral bonus on this device!";
