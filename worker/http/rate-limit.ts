import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { tooManyRequests } from "./errors";

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** Limits for the routes that guess secrets or create accounts. */
export const rateRules = {
  passwordLogin: { name: "password-login", limit: 10, windowSeconds: 15 * 60 },
  googleSignIn: { name: "google-sign-in", limit: 30, windowSeconds: 10 * 60 },
  devIdToken: { name: "dev-id-token", limit: 60, windowSeconds: 60 },
  adminSignup: { name: "admin-signup", limit: 10, windowSeconds: 60 * 60 },
  accountWrite: { name: "account-write", limit: 30, windowSeconds: 60 },
  /** One trial per device; a device id is free to make, so the IP is limited too. */
  trialStart: { name: "trial-start", limit: 5, windowSeconds: 24 * 60 * 60 },
  trialAnswer: { name: "trial-answer", limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}

/**
 * Counts one hit against each key (typically the caller's IP and the account it names)
 * and refuses with 429 when any is over its limit.
 */
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
