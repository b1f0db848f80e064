import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { clientBucket } from "./client-address";
import { tooManyRequests } from "./errors";
import { logEvent } from "./log";

/** The Rate Limiting bindings of wrangler.toml (`[[ratelimits]]`). */
export type EdgeLimiter = {
  [Name in keyof Env]: Env[Name] extends RateLimit ? Name : never;
}[keyof Env];

/**
 * Every `[[ratelimits]]` period in wrangler.toml is 10 s; the binding does not say when
 * its window ends, so a refused caller is told the whole period.
 */
export const EDGE_LIMIT_PERIOD_SECONDS = 10;

/**
 * The cheap first layer in front of sign-in, answers and the trial: the Rate Limiting
 * binding, counted per Cloudflare location and per method, route and client IP. It stops
 * floods before they reach D1 or a Durable Object; the exact per-account and per-day
 * limits stay in the RateLimiter object (rate-limit.ts). Mount it with `use(path)` so
 * the route pattern names the bucket.
 */
export const edgeRateLimit = (limiter: EdgeLimiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = `${c.req.method} ${c.req.routePath} ${clientBucket(c)}`;
    let allowed = true;
    try {
      allowed = (await c.env[limiter].limit({ key })).success;
    } catch (error) {
      // Failing open: the exact limits behind it still hold, and sign-in stays up.
      logEvent(c, "warn", "edge_rate_limit_unavailable", {
        limiter,
        error: error instanceof Error ? error.name : "unknown",
      });
    }
    if (!allowed) throw tooManyRequests(EDGE_LIMIT_PERIOD_SECONDS);
    await next();
  });
