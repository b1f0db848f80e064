import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";
import { acceptsHtml } from "./html-page";
import { spaShellOrNotFound } from "./spa-shell";

/**
 * For a JSON read whose path is also an admin screen (SPEC.md's /admin/questions,
 * /admin/balance, /admin/check): a browser navigation, which accepts HTML, gets the SPA
 * shell before any guard, as every other screen does; the SPA's own calls ask for JSON
 * and reach the route. Put it before the route's guard: a route-table descriptor says so
 * with `screen: true` (route-handlers.ts puts it there).
 */
export const screenOnNavigation = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Vary", "Accept");
  if (acceptsHtml(c)) {
    const shell = await spaShellOrNotFound(c);
    shell.headers.set("Vary", "Accept");
    return shell;
  }
  await next();
});
