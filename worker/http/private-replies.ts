import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";

/**
 * A reply for one account must never be kept by a cache, the browser's included (a shared
 * computer's back button, a proxy): every reply to a request that carries a bearer token,
 * and every reply of a route behind a session guard (its 401 too: `requireRole` marks the
 * request before it checks), gets `Cache-Control: no-store`, errors included. Public
 * replies (the receipts' keys, the trial's offer, the SPA shell) keep their own caching.
 */
export const privateReplies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.header("Authorization") !== undefined || c.get("sessionGuarded")) {
    c.res.headers.set("Cache-Control", "no-store");
  }
});
