/**
 * Failed secret checks (a password, a reset link) counted per bucket, pure (decision 020).
 * Only failures count: a few are free, then each one makes the bucket wait, twice as long
 * as the last, up to a cap. A pass resets the count where the rule says so. A bucket
 * forgets its failures after a quiet day.
 *
 * A check takes time (PBKDF2, a D1 read) between asking and settling, so a check in
 * flight holds a place: no more checks run at once than failures are still free (at least
 * one), and concurrent wrong guesses are counted exactly rather than all let through. A
 * place never settled (its Worker died) is freed after `CHECK_TIMEOUT_MS`.
 */
export type FailureRule = {
  /** Failures before the first wait. */
  freeFailures: number;
  firstWaitMs: number;
  longestWaitMs: number;
  /** Whether a passed check clears the failures (per account, not per address). */
  passResets: boolean;
};

export type FailureCount = {
  failures: number;
  lastFailureAt: number;
  /** When each check now in flight began. */
  checking: number[];
};

export type FailureVerdict = { allowed: boolean; retryAfterMs: number };
export type CheckOutcome = "failed" | "passed" | "abandoned";

/** Longer than any password check takes; a place held longer was never settled. */
export const CHECK_TIMEOUT_MS = 30_000;
/** A bucket quiet this long starts again from no failures. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const EMPTY: FailureCount = { failures: 0, lastFailureAt: 0, checking: [] };

/** The wait after the `failures`-th failure: none while free, then doubling to the cap. */
export function waitAfter(failures: number, rule: FailureRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings overflows nothing before the cap: stop doubling once it is reached.
  let wait = rule.firstWaitMs;
  for (let step = 0; step < doublings && wait < rule.longestWaitMs; step++) wait *= 2;
  return Math.min(wait, rule.longestWaitMs);
}

/** The count as of `now`: abandoned checks dropped, a quiet bucket forgotten. */
function current(count: FailureCount | undefined, now: number): FailureCount {
  if (!count) return EMPTY;
  const checking = count.checking.filter((startedAt) => now - startedAt < CHECK_TIMEOUT_MS);
  const forgotten = count.failures > 0 && now - count.lastFailureAt >= FORGET_AFTER_MS;
  return forgotten ? { ...EMPTY, checking } : { ...count, checking };
}

/** Whether a check may run now; if so, the count holding its place. */
export function beginCheck(
  stored: FailureCount | undefined,
  rule: FailureRule,
  now: number,
): { verdict: FailureVerdict; count: FailureCount } {
  const count = current(stored, now);
  const waitEnds = count.lastFailureAt + waitAfter(count.failures, rule);
  if (count.failures >= rule.freeFailures && now < waitEnds) {
    return { verdict: { allowed: false, retryAfterMs: waitEnds - now }, count };
  }
  const places = Math.max(1, rule.freeFailures - count.failures);
  if (count.checking.length >= places) {
    // Were every check in flight to fail, this is the wait they would start.
    const retryAfterMs = waitAfter(count.failures + count.checking.length, rule);
    return { verdict: { allowed: false, retryAfterMs }, count };
  }
  return {
    verdict: { allowed: true, retryAfterMs: 0 },
    count: { ...count, checking: [...count.checking, now] },
  };
}

/**
 * The count after the check begun at `startedAt` settles; null when nothing is left to
 * keep. A check whose place has timed out no longer holds one, and frees none.
 */
export function settleCheck(
  stored: FailureCount | undefined,
  rule: FailureRule,
  outcome: CheckOutcome,
  startedAt: number,
  now: number,
): FailureCount | null {
  const count = current(stored, now);
  const place = count.checking.indexOf(startedAt);
  const checking = place < 0 ? count.checking : count.checking.toSpliced(place, 1);
  const next: FailureCount = { ...count, checking };
  if (outcome === "failed") {
    next.failures += 1;
    next.lastFailureAt = now;
  } else if (outcome === "passed" && rule.passResets) {
    next.failures = 0;
    next.lastFailureAt = 0;
  }
  return next.failures === 0 && next.checking.length === 0 ? null : next;
}
