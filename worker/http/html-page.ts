import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { WORKER_PAGE_STYLE } from "./security-headers";

/** A browser navigation asks for HTML; the SPA's own calls ask for JSON. */
export const acceptsHtml = (c: Context) => c.req.header("Accept")?.includes("text/html") ?? false;

/** A complete page with no script, styled only by WORKER_PAGE_STYLE. */
export function workerPage(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Quizzy Edge</title>
    <style>${raw(WORKER_PAGE_STYLE)}</style>
  </head>
  <body>
    ${body}
  </body>
</html>`;
}
