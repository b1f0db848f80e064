import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { tooManyRequests } from "./errors";

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * The exact limits, counted in a RateLimiter object per key (docs/ARCHITECTURE.md, Rate
 * limits). Money and guesses are limited per person, account or device first; a limit per
 * address is only a loose outer net, because a carrier's NAT, a college or an office puts
 * hundreds of real players behind one address.
 */
export const rateRules = {
  // Per account, person or device: what stops one attacker.
  passwordGuessesPerAccount: { name: "password-login", limit: 10, windowSeconds: 15 * 60 },
  signInsPerPerson: { name: "sign-in-person", limit: 20, windowSeconds: 10 * 60 },
  accountWrite: { name: "account-write", limit: 30, windowSeconds: 60 },
  /** Question images: one a question is plenty, and each may be 1 MB of storage. */
  imageUploadsPerAccount: { name: "image-upload", limit: 60, windowSeconds: 60 * 60 },
  // Per address: ten times what one person could need, for a whole hall behind one NAT.
  passwordGuessesPerAddress: {
    name: "password-login-address",
    limit: 100,
    windowSeconds: 15 * 60,
  },
  signInsPerAddress: { name: "google-sign-in", limit: 300, windowSeconds: 10 * 60 },
  adminSignupsPerAddress: { name: "admin-signup", limit: 100, windowSeconds: 60 * 60 },
  trialStartsPerAddress: { name: "trial-start", limit: 100, windowSeconds: 24 * 60 * 60 },
  trialAnswersPerAddress: { name: "trial-answer", limit: 300, windowSeconds: 60 },
  devIdTokensPerAddress: { name: "dev-id-token", limit: 600, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

/** Counts one hit against each key and refuses with 429 when any is over its limit. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  rule: RateRule,
  keys: string[],
): Promise<void> {
  for (const key of keys) {
    const bucket = c.env.RATE_LIMITER.getByName(`${rule.name}:${key}`);
    const verdict = await bucket.hit(rule.limit, rule.windowSeconds * 1000);
    if (!verdict.allowed) throw tooManyRequests(Math.ceil(verdict.retryAfterMs / 1000));
  }
}

/**
 * The signed-in account's own write limit (`rateRules.accountWrite`, one bucket per role
 * and account); answers the account's id for the write that follows.
 */
export async function limitAccountWrites(c: Context<AppEnv>): Promise<string> {
  const { role, subjectId } = c.get("session");
  await enforceRateLimit(c, rateRules.accountWrite, [`${role}:${subjectId}`]);
  return subjectId;
}
