import { z } from "zod";
import { rupeeText } from "./money-text";
import { wholeNumber } from "./numbers";
import { DEPOSIT_MAX_PAISE, DEPOSIT_MIN_PAISE } from "./offers";

/** Deposits (`/payment`, `/check`) and referrals (`/refer`, `/get/start`). */

export const depositBody = z.object({
  amount: wholeNumber(
    { min: DEPOSIT_MIN_PAISE / 100, max: DEPOSIT_MAX_PAISE / 100 },
    {
      notNumber: "Enter an amount in rupees",
      notWhole: "Whole rupees only",
      tooSmall: `The smallest deposit is ${rupeeText(DEPOSIT_MIN_PAISE)}`,
      tooLarge: `The largest deposit is ${rupeeText(DEPOSIT_MAX_PAISE)}`,
    },
  ),
});
/** The sandbox provider's pay page names one order. */
export const sandboxOrderParam = z.object({ orderId: z.string().max(80) });
/** What the sandbox's pay page posts: the order and how the pretend payment went. */
export const sandboxCompleteForm = z.object({
  orderId: z.string().max(80),
  outcome: z.enum(["settled", "failed"]),
});
/** The provider hears that its event was taken. */
export type WebhookReceived = { received: true };

export type DepositResponse = { Status: "OK"; paymentId: string; checkoutUrl: string };

export type PaymentStatusResponse = {
  paymentId: string;
  /** `refunded`: it settled after the account was deactivated, and went back to the payer. */
  status: "created" | "settled" | "failed" | "refunded";
  amountPaise: number;
  createdAt: number;
};

/**
 * `ssid` is the public tag of the player's link (DESIGN.md section 2): it names the
 * referrer and opens nothing, never a session token or the device credential the trial
 * is keyed by. The SPA builds `/get/start?referralCode={code}&ssid={ssid}` from it.
 */
export type ReferInfoResponse = {
  code: string;
  ssid: string;
  /** What a friend's first deposit would earn this player; null when it would earn nothing. */
  rewardRupees: number | null;
};

export const referralTagSchema = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "Not a referral tag");

/** Who invited this player, from the link; whether both use one phone the server judges. */
export const registerReferralBody = z.object({
  referralCode: z.string().trim().min(4).max(32),
  ssid: referralTagSchema.optional(),
});
export type RegisterReferralBody = z.infer<typeof registerReferralBody>;

/** SPEC.md section 5's message for a referral opened on the referrer's own device. */
export const SAME_DEVICE_REFERRAL_MESSAGE =
  "You have already claimed your referral bonus on this device!";
