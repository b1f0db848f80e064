// Proves the failed-check rule behind the password limits (decision 020): only failures
// count; five are free, then the bucket waits 1 minute, 2, 4, … up to an hour; a pass
// resets an account's count and never counts; checks in flight hold places, so twenty
// concurrent guesses are five checked and counted exactly; an abandoned or stale check
// frees its place; a quiet day forgets. Pure, in plain Node.
import { describe, expect, it } from "vitest";
import {
  beginCheck,
  CHECK_TIMEOUT_MS,
  type CheckOutcome,
  type FailureCount,
  type FailureRule,
  FORGET_AFTER_MS,
  settleCheck,
  waitAfter,
} from "./failure-backoff";

const MINUTE = 60_000;
const RULE: FailureRule = {
  freeFailures: 5,
  firstWaitMs: MINUTE,
  longestWaitMs: 60 * MINUTE,
  passResets: true,
};

/** A bucket the tests drive as its Durable Object would: begin, then settle. */
function bucket(rule = RULE) {
  let count: FailureCount | undefined;
  return {
    /** One whole check at `now`: its verdict, and the outcome settled if it ran. */
    attempt(outcome: CheckOutcome, now: number) {
      const begun = beginCheck(count, rule, now);
      if (!begun.verdict.allowed) return begun.verdict;
      count = settleCheck(begun.count, rule, outcome, now, now) ?? undefined;
      return begun.verdict;
    },
    begin(now: number) {
      const begun = beginCheck(count, rule, now);
      if (begun.verdict.allowed) count = begun.count;
      return begun.verdict;
    },
    settle(outcome: CheckOutcome, startedAt: number, now: number) {
      count = settleCheck(count, rule, outcome, startedAt, now) ?? undefined;
    },
    get count() {
      return count;
    },
  };
}

const allowed = { allowed: true, retryAfterMs: 0 };
const refusedFor = (retryAfterMs: number) => ({ allowed: false, retryAfterMs });

describe("waitAfter", () => {
  it("waits nothing for the free failures, then doubles from a minute to the hour's cap", () => {
    expect([0, 4, 5, 6, 7, 8, 10, 11, 12, 500].map((n) => waitAfter(n, RULE) / MINUTE)).toEqual([
      0, 0, 1, 2, 4, 8, 32, 60, 60, 60,
    ]);
  });
});

describe("a bucket of failed checks", () => {
  it("lets five failures through, then makes the sixth wait a minute", () => {
    const limiter = bucket();
    for (let n = 0; n < 5; n++) expect(limiter.attempt("failed", 1000 + n)).toEqual(allowed);
    expect(limiter.attempt("failed", 1005)).toEqual(refusedFor(MINUTE - 1));
    expect(limiter.attempt("passed", 1004 + 45_000)).toEqual(refusedFor(15_000));
    expect(limiter.count?.failures).toBe(5);
  });

  it("lets one check through after each wait, doubling the wait on each failure", () => {
    const limiter = bucket();
    for (let n = 0; n < 5; n++) limiter.attempt("failed", 0);
    let now = MINUTE;
    for (const wait of [2, 4, 8]) {
      expect(limiter.attempt("failed", now)).toEqual(allowed);
      expect(limiter.attempt("failed", now + 1)).toEqual(refusedFor(wait * MINUTE - 1));
      now += wait * MINUTE;
    }
  });

  it("resets the count on a pass after the wait, so five failures are free again", () => {
    const limiter = bucket();
    for (let n = 0; n < 6; n++) limiter.attempt("failed", 0);
    expect(limiter.attempt("passed", MINUTE)).toEqual(allowed);
    expect(limiter.count).toBeUndefined();
    for (let n = 0; n < 5; n++) expect(limiter.attempt("failed", MINUTE + 1)).toEqual(allowed);
  });

  it("never counts a pass", () => {
    const limiter = bucket({ ...RULE, passResets: false });
    for (let n = 0; n < 50; n++) expect(limiter.attempt("passed", n)).toEqual(allowed);
    expect(limiter.count).toBeUndefined();
  });

  it("keeps the failures after a pass when the rule does not reset them", () => {
    const limiter = bucket({ ...RULE, passResets: false });
    for (let n = 0; n < 4; n++) limiter.attempt("failed", 0);
    limiter.attempt("passed", 1);
    expect(limiter.count?.failures).toBe(4);
    limiter.attempt("failed", 2);
    expect(limiter.attempt("passed", 3)).toEqual(refusedFor(MINUTE - 1));
  });

  it("checks five of twenty concurrent guesses and counts exactly those that failed", () => {
    const limiter = bucket();
    const verdicts = Array.from({ length: 20 }, () => limiter.begin(0));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.filter((v) => !v.allowed)).toEqual(Array(15).fill(refusedFor(MINUTE)));
    for (let n = 0; n < 5; n++) limiter.settle("failed", 0, 10);
    expect(limiter.count).toEqual({ failures: 5, lastFailureAt: 10, checking: [] });
    expect(limiter.begin(11)).toEqual(refusedFor(MINUTE - 1));
  });

  it("holds one place at a time once the free failures are spent", () => {
    const limiter = bucket();
    for (let n = 0; n < 5; n++) limiter.attempt("failed", 0);
    expect(limiter.begin(MINUTE)).toEqual(allowed);
    expect(limiter.begin(MINUTE)).toEqual(refusedFor(2 * MINUTE));
    limiter.settle("passed", MINUTE, MINUTE + 5);
    expect(limiter.count).toBeUndefined();
  });

  it("frees the place of an abandoned check without counting it", () => {
    const limiter = bucket();
    for (let n = 0; n < 4; n++) limiter.attempt("failed", 0);
    expect(limiter.begin(1)).toEqual(allowed);
    expect(limiter.begin(1)).toEqual(refusedFor(MINUTE));
    limiter.settle("abandoned", 1, 2);
    expect(limiter.count).toEqual({ failures: 4, lastFailureAt: 0, checking: [] });
    expect(limiter.begin(3)).toEqual(allowed);
  });

  it("frees a place never settled once the check has timed out", () => {
    const limiter = bucket();
    for (let n = 0; n < 4; n++) limiter.attempt("failed", 0);
    limiter.begin(1);
    expect(limiter.begin(CHECK_TIMEOUT_MS)).toEqual(refusedFor(MINUTE));
    expect(limiter.begin(CHECK_TIMEOUT_MS + 1)).toEqual(allowed);
    // The late settle of the timed-out check frees nobody else's place.
    limiter.settle("failed", 1, CHECK_TIMEOUT_MS + 2);
    expect(limiter.count?.checking).toEqual([CHECK_TIMEOUT_MS + 1]);
  });

  it("forgets its failures after a quiet day", () => {
    const [dayLater, justBefore] = [bucket(), bucket()];
    for (let n = 0; n < 5; n++) {
      dayLater.attempt("failed", 0);
      justBefore.attempt("failed", 0);
    }
    justBefore.attempt("failed", FORGET_AFTER_MS - 1);
    dayLater.attempt("failed", FORGET_AFTER_MS);
    expect([justBefore.count?.failures, dayLater.count?.failures]).toEqual([6, 1]);
  });
});
