import { DurableObject } from "cloudflare:workers";

export type RateLimitVerdict = { allowed: boolean; retryAfterMs: number };

type Window = { startedAt: number; count: number };

/**
 * One object per bucket (e.g. `admin-login:ip:1.2.3.4`): a fixed-window counter kept in
 * the object's own storage, so the count is exact however many Worker isolates ask and
 * survives the object being evicted.
 */
export class RateLimiter extends DurableObject<Env> {
  hit(limit: number, windowMs: number, now: number = Date.now()): RateLimitVerdict {
    const kv = this.ctx.storage.kv;
    const current = kv.get<Window>("window");
    const window =
      current && now - current.startedAt < windowMs ? current : { startedAt: now, count: 0 };
    if (window.count >= limit) {
      return { allowed: false, retryAfterMs: window.startedAt + windowMs - now };
    }
    kv.put("window", { startedAt: window.startedAt, count: window.count + 1 });
    return { allowed: true, retryAfterMs: 0 };
  }
}
