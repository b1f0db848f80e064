/**
 * A fixed-window rate count: at most `limit` hits per `windowMs`. Pure, so both the
 * shared `RateLimiter` object and a player's own `PlayerRun` keep the same rule in their
 * own storage.
 */
export type RateWindow = { startedAt: number; count: number };
export type RateLimitVerdict = { allowed: boolean; retryAfterMs: number };
export type RateLimit = { limit: number; windowMs: number };

export function countHit(
  current: RateWindow | undefined,
  { limit, windowMs }: RateLimit,
  now: number,
): { verdict: RateLimitVerdict; window: RateWindow | null } {
  const window =
    current && now - current.startedAt < windowMs ? current : { startedAt: now, count: 0 };
  if (window.count >= limit) {
    return {
      verdict: { allowed: false, retryAfterMs: window.startedAt + windowMs - now },
      window: null,
    };
  }
  return {
    verdict: { allowed: true, retryAfterMs: 0 },
    window: { startedAt: window.startedAt, count: window.count + 1 },
  };
}
