// Proves the limiter's fixed window: it allows `limit` hits, refuses the next with the
// time left, starts afresh when the window has passed, and keeps its count across an
// eviction (the count is in storage, not memory).
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

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
