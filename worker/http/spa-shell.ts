import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { notFound } from "./errors";
import { acceptsHtml } from "./html-page";

/** An asset as the Worker's own answer: asset responses are immutable, so copy to add headers. */
async function servedAsset(c: Context<AppEnv>, path: string): Promise<Response> {
  const asset = await c.env.ASSETS.fetch(
    new Request(new URL(path, c.req.url), { method: c.req.method, headers: c.req.raw.headers }),
  );
  // Copied so the request-id and security headers can be added.
  return new Response(asset.body, asset);
}

/**
 * `/admin/...` is both screens and JSON (DESIGN.md section 1). The Worker runs first for
 * it, so a browser navigation that no JSON route answered gets the SPA shell; anything
 * else is a JSON 404.
 */
export async function spaShellOrNotFound(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" || !acceptsHtml(c)) throw notFound("No such API route");
  return servedAsset(c, "/");
}

/**
 * The home screen as the build painted it (docs/decisions/017). Workers assets answers `/`
 * with `index.html`, which is the SPA shell every path without a file of its own gets, so
 * the Worker runs first for `/` alone (wrangler.toml) and answers with the painted page,
 * which web/app/prerendered-screens.ts writes as `home.html`.
 */
export async function paintedHomeOrNotFound(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") throw notFound();
  return servedAsset(c, "/home");
}
