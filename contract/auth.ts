import { z } from "zod";
import { regionCodeSchema } from "./eligibility";
import type { PublicTerms } from "./offers";
import { plainText } from "./plain-text";
import { deviceIdSchema } from "./trial";

/** Sign-in and role calls shared by the Worker (validation) and the SPA (typing). */

const email = z.email().max(254);

/** SPEC.md's Google sign-in payload plus the ID token that proves it (DESIGN.md section 2). */
export const googleSignInBody = z.object({
  email,
  name: z.string().trim().max(120).optional().default(""),
  username: z.string().trim().max(120).optional().default(""),
  uid: z.string().trim().max(200).optional().default(""),
  idToken: z.string().min(20).max(8192),
  /**
   * The device credential this browser holds (the one the trial is keyed by), so the
   * server can tell one phone from another: a referral from the referrer's own phone,
   * or a trial prize claimed from another device. Stored only as a one-way key.
   */
  deviceId: deviceIdSchema.optional(),
});
export type GoogleSignInBody = z.input<typeof googleSignInBody>;

/**
 * What a sign-in did to the account: `created` when this sign-in opened it, and
 * `replacesDeactivated` when the same Google account had deactivated an earlier one, so
 * the screen can say a new account was opened rather than the old one restored.
 */
type AccountOpening = { created: boolean; replacesDeactivated: boolean };
export type NewGoogleUserResponse = { Status: "OK" } & AccountOpening;
export type GoogleAuthResponse = {
  Status: "OK";
  token: string;
  user: string;
  username: string;
} & AccountOpening;

const paise = z.number().int().min(0);

/**
 * `GET /api/auth/config`: what any page needs before sign-in, including whether paid play
 * is on, so the public pages' money words match the mode, the support address,
 * and the figures the pages and policies state, from the settings (decision 021).
 */
const authConfigResponse = z.object({
  googleClientId: z.string(),
  devIdentity: z.boolean(),
  paidPlay: z.boolean(),
  /** Where a blocked player is told to write (a main-admin setting). */
  supportEmail: z.string(),
  terms: z.object({
    firstDepositMinPaise: paise,
    firstDepositBonusPaise: paise,
    referralRewardPaise: paise,
    tryPricePaise: paise,
    dailyFreeTries: z.number().int().min(0),
    paidPlayOffRegions: z.array(regionCodeSchema),
  }) satisfies z.ZodType<PublicTerms>,
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** The development identity provider's sign-in: who the minted ID token names. */
export const devIdTokenQuery = z.object({
  email,
  name: z.string().trim().max(120).optional(),
});
export type DevIdTokenResponse = { idToken: string };

type PlayerProfile = {
  id: string;
  email: string;
  name: string;
  username: string;
  picture: string | null;
};
export type MeResponse = { user: PlayerProfile };

const password = z.string().min(8).max(200);

export const adminLoginBody = z.object({ email, password: z.string().min(1).max(200) });
export type AdminLoginResponse = { Status: "OK"; token: string };

export const adminSignupBody = z.object({
  email,
  password,
  name: plainText(z.string().trim().min(1).max(120)),
  invite: z.string().trim().min(1).max(200),
});
export type AdminSignupBody = z.infer<typeof adminSignupBody>;

export type AdminInviteResponse = { Status: "OK"; invite: string; expiresAt: string };

export type ContributorLoginResponse = { Status: "OK"; token: string; ssid: string };

export const createContributorBody = z.object({
  email,
  password,
  name: plainText(z.string().trim().min(1).max(120)),
});
export type CreateContributorBody = z.infer<typeof createContributorBody>;
export type CreateContributorResponse = { Status: "OK"; id: string };

export type StatusOk = { Status: "OK" };
