// Proves the limiter's two modes. The fixed window: it allows `limit` hits, refuses the
// next with the time left, starts afresh when the window has passed. The failure count
// (decision 020): concurrent checks asked over RPC hold exact places, settled failures
// make it wait, a pass clears it. Both keep their count across an eviction (the count is
// in storage, not memory).
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FailureRule } from "../domain/failure-backoff";

const limiterNamed = (name: string) => env.RATE_LIMITER.getByName(`test:${name}`);

describe("RateLimiter", () => {
  it("allows the limit and refuses the next hit with the time left", async () => {
    const limiter = limiterNamed("limit");
    const start = 1_000_000;
    expect(await limiter.hit(2, 60_000, start)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.hit(2, 60_000, start + 1)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.hit(2, 60_000, start + 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 50_000,
    });
  });

  it("starts a new window once the old one has passed", async () => {
    const limiter = limiterNamed("window");
    await limiter.hit(1, 1_000, 5_000);
    expect((await limiter.hit(1, 1_000, 5_500)).allowed).toBe(false);
    expect((await limiter.hit(1, 1_000, 6_000)).allowed).toBe(true);
  });

  it("keeps its count across an eviction", async () => {
    const limiter = limiterNamed("evict");
    await limiter.hit(1, 60_000, 10_000);
    await evictDurableObject(limiter);
    expect((await limiter.hit(1, 60_000, 10_001)).allowed).toBe(false);
  });
});

describe("RateLimiter counting failed checks", () => {
  const rule: FailureRule = {
    freeFailures: 2,
    firstWaitMs: 60_000,
    longestWaitMs: 600_000,
    passResets: true,
  };

  it("gives concurrent checks exactly the free places, and waits once they fail", async () => {
    const limiter = limiterNamed("failures");
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, () => limiter.beginCheck(rule, 1_000)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
    await limiter.settleCheck(rule, "failed", 1_000, 1_500);
    await limiter.settleCheck(rule, "failed", 1_000, 2_000);
    expect(await limiter.beginCheck(rule, 2_000)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
  });

  it("clears the count on a pass and keeps it across an eviction", async () => {
    const limiter = limiterNamed("failures-evict");
    for (const at of [1, 2]) {
      await limiter.beginCheck(rule, at);
      await limiter.settleCheck(rule, "failed", at, at);
    }
    await evictDurableObject(limiter);
    expect((await limiter.beginCheck(rule, 3)).allowed).toBe(false);
    expect(await limiter.beginCheck(rule, 60_002)).toEqual({ allowed: true, retryAfterMs: 0 });
    await limiter.settleCheck(rule, "passed", 60_002, 60_003);
    await limiter.beginCheck(rule, 60_004);
    await limiter.settleCheck(rule, "failed", 60_004, 60_004);
    expect((await limiter.beginCheck(rule, 60_005)).allowed).toBe(true);
  });
});
