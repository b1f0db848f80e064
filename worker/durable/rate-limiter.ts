import { DurableObject } from "cloudflare:workers";
import { countHit, type RateLimitVerdict, type RateWindow } from "../domain/fixed-window";

const WINDOW_KEY = "window";

/**
 * One object per bucket (e.g. `admin-login:ip:1.2.3.4`): a fixed-window counter kept in
 * the object's own storage, so the count is exact however many Worker isolates ask and
 * survives the object being evicted.
 */
export class RateLimiter extends DurableObject<Env> {
  hit(limit: number, windowMs: number, now: number = Date.now()): RateLimitVerdict {
    const kv = this.ctx.storage.kv;
    const { verdict, window } = countHit(kv.get<RateWindow>(WINDOW_KEY), { limit, windowMs }, now);
    if (window) kv.put(WINDOW_KEY, window);
    return verdict;
  }
}
