import type { Context } from "hono";
import type { CheckOutcome, FailureRule } from "../domain/failure-backoff";
import type { AppEnv } from "./app-env";
import { tooManyFailures, tooManyRequests } from "./errors";

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * The exact limits, counted in a RateLimiter object per key (docs/ARCHITECTURE.md, Rate
 * limits). Money and guesses are limited per person, account or device first; a limit per
 * address is only a loose outer net, because a carrier's NAT, a college or an office puts
 * hundreds of real players behind one address.
 */
export const rateRules = {
  // Per account, person or device: what stops one attacker.
  signInsPerPerson: { name: "sign-in-person", limit: 20, windowSeconds: 10 * 60 },
  accountWrite: { name: "account-write", limit: 30, windowSeconds: 60 },
  /** Question images: one a question is plenty, and each may be 1 MB of storage. */
  imageUploadsPerAccount: { name: "image-upload", limit: 60, windowSeconds: 60 * 60 },
  // Per address: ten times what one person could need, for a whole hall behind one NAT.
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

/** A rule for failed secret checks, with its bucket's name and what a refusal says. */
export type FailureLimit = FailureRule & { name: string; refusal: string };

const MINUTE_MS = 60_000;
/** 1 minute after the free failures, then 2, 4, … up to an hour (decision 020). */
const doublingWait = { firstWaitMs: MINUTE_MS, longestWaitMs: 60 * MINUTE_MS };
const FROM_THIS_ADDRESS = "Too many failed attempts from this address";

/**
 * Password and reset-link checks count failures only (decision 020): a stranger's wrong
 * guesses make their own address wait, never the account's owner elsewhere.
 */
export const failureLimits = {
  /** One account's password from one address; a right one clears it. */
  passwordAtAddress: {
    name: "password-failures",
    freeFailures: 5,
    ...doublingWait,
    passResets: true,
    refusal: FROM_THIS_ADDRESS,
  },
  /**
   * Every password and reset link tried from one address, across accounts: ten times the
   * free failures, for a hall behind one NAT; a right password elsewhere does not clear it.
   */
  secretsFromAddress: {
    name: "secret-failures-address",
    freeFailures: 50,
    ...doublingWait,
    passResets: false,
    refusal: FROM_THIS_ADDRESS,
  },
  /** The current password a password change asks of a signed-in account. */
  currentPassword: {
    name: "current-password-failures",
    freeFailures: 5,
    ...doublingWait,
    passResets: true,
    refusal: "Too many wrong passwords",
  },
} satisfies Record<string, FailureLimit>;

/**
 * Runs a secret check under failure limits, one bucket per `[limit, key]`: refused with
 * 429 while any bucket waits; a null result is a failure, anything else a pass; a check
 * that throws counts as neither. Each bucket's count is exact across isolates and
 * concurrent calls (RateLimiter's failure mode).
 */
export async function limitFailedChecks<T>(
  c: Context<AppEnv>,
  buckets: [FailureLimit, string][],
  check: () => Promise<T | null>,
): Promise<T | null> {
  const startedAt = Date.now();
  const begun = await Promise.all(
    buckets.map(async ([{ name, refusal, ...rule }, key]) => {
      const stub = c.env.RATE_LIMITER.getByName(`${name}:${key}`);
      return { stub, rule, refusal, verdict: await stub.beginCheck(rule, startedAt) };
    }),
  );
  const settle = (outcome: CheckOutcome, which = begun) =>
    Promise.all(
      which.map(({ stub, rule }) => stub.settleCheck(rule, outcome, startedAt, Date.now())),
    );

  const refused = begun.filter(({ verdict }) => !verdict.allowed);
  if (refused.length > 0) {
    await settle(
      "abandoned",
      begun.filter(({ verdict }) => verdict.allowed),
    );
    const longest = refused.reduce((a, b) =>
      a.verdict.retryAfterMs >= b.verdict.retryAfterMs ? a : b,
    );
    throw tooManyFailures(Math.ceil(longest.verdict.retryAfterMs / 1000), longest.refusal);
  }

  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    await settle("abandoned");
    throw error;
  }
  await settle(result === null ? "failed" : "passed");
  return result;
}
