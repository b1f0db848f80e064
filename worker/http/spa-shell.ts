import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { notFound } from "./errors";
import { acceptsHtml } from "./html-page";

/**
 * `/admin/...` is both screens and JSON (DESIGN.md section 1). The Worker runs first for
 * it, so a browser navigation that no JSON route answered gets the SPA shell; anything
 * else is a JSON 404.
 */
export async function spaShellOrNotFound(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" || !acceptsHtml(c)) throw notFound("No such API route");
  const shell = await c.env.ASSETS.fetch(
    new Request(new URL("/", c.req.url), { headers: c.req.raw.headers }),
  );
  // Asset responses are immutable; copy so the request-id and security headers can be added.
  return new Response(shell.body, shell);
}
