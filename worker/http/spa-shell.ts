import type { Context } from "hono";
import { isPaintedPath, paintedAsset } from "../../contract/painted-pages";
import type { AppEnv } from "./app-env";
import { notFound } from "./errors";
import { acceptsHtml } from "./html-page";
import { uiLanguageOfRequest } from "./ui-language";

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
 * A first screen as the build painted it (docs/decisions/017), in the reader's language
 * (issue 34): the Worker runs first for each painted path (wrangler.toml) and answers with
 * that language's page, so a Hindi reader's first paint is Hindi, with no English before
 * it. The answer varies with the cookie and Accept-Language it was chosen by.
 */
export async function paintedPageOrNotFound(c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !isPaintedPath(path)) {
    throw notFound();
  }
  const language = uiLanguageOfRequest(c);
  const page = await servedAsset(c, `/${paintedAsset(path, language)}`);
  page.headers.append("Vary", "Accept-Language, Cookie");
  if (page.ok) page.headers.set("Content-Language", language);
  return page;
}
