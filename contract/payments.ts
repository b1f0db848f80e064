import { z } from "zod";
import { deviceIdSchema } from "./trial";

/** Deposits (`/payment`, `/check`) and referrals (`/refer`, `/get/start`). */

export const depositBody = z.object({
  amount: z.coerce
    .number({ message: "Enter an amount in rupees" })
    .int("Whole rupees only")
    .min(10, "The smallest deposit is ₹10")
    .max(10_000, "The largest deposit is ₹10,000"),
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
