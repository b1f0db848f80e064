import { DurableObject } from "cloudflare:workers";
import {
  beginCheck,
  type CheckOutcome,
  type FailureCount,
  type FailureRule,
  type FailureVerdict,
  settleCheck,
} from "../domain/failure-backoff";
import { countHit, type RateLimitVerdict, type RateWindow } from "../domain/fixed-window";

const WINDOW_KEY = "window";
const FAILURES_KEY = "failures";

/**
 * One object per bucket, in one of two modes by its name's rule: a fixed-window counter of
 * hits (e.g. `account-write:player:…`), or a count of failed secret checks with doubling
 * waits (e.g. `password-failures:admin:…@ip:…`, decision 020). Either is kept in the
 * object's own storage, so the count is exact however many Worker isolates ask and
 * survives the object being evicted. The rules are the domain's; this only stores.
 */
export class RateLimiter extends DurableObject<Env> {
  hit(limit: number, windowMs: number, now: number = Date.now()): RateLimitVerdict {
    const kv = this.ctx.storage.kv;
    const { verdict, window } = countHit(kv.get<RateWindow>(WINDOW_KEY), { limit, windowMs }, now);
    if (window) kv.put(WINDOW_KEY, window);
    return verdict;
  }

  /** Asks to run one secret check; an allowed one holds a place until it is settled. */
  beginCheck(rule: FailureRule, now: number = Date.now()): FailureVerdict {
    const kv = this.ctx.storage.kv;
    const { verdict, count } = beginCheck(kv.get<FailureCount>(FAILURES_KEY), rule, now);
    if (verdict.allowed) kv.put(FAILURES_KEY, count);
    return verdict;
  }

  /** Settles the check begun at `startedAt`: a failure counts, a pass may reset. */
  settleCheck(
    rule: FailureRule,
    outcome: CheckOutcome,
    startedAt: number,
    now: number = Date.now(),
  ): void {
    const kv = this.ctx.storage.kv;
    const next = settleCheck(kv.get<FailureCount>(FAILURES_KEY), rule, outcome, startedAt, now);
    if (next) kv.put(FAILURES_KEY, next);
    else kv.delete(FAILURES_KEY);
  }
}
