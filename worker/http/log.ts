import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";

/**
 * What must never reach a log even when it sneaks into an error message: bearer
 * headers, emails and UPI ids (both `name@host`), JWTs and other long tokens, and long
 * digit runs (bank accounts, phone numbers). IFSC codes alone name only a bank branch.
 */
const SECRET_PATTERNS = [
  /bearer\s+\S+/gi,
  /[^\s"'<>@]+@[^\s"'<>@]+/g,
  /[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g,
  /\d[\d -]{7,}\d/g,
];

export function redact(text: string): string {
  return SECRET_PATTERNS.reduce((clean, pattern) => clean.replace(pattern, "[redacted]"), text);
}

/**
 * One JSON line with the request id. Callers pass facts; their text values are redacted
 * all the same. The path is the route's pattern (`/api/get/singel/qst/:deviceId`), never
 * the URL, so no id or query string of the caller is written.
 */
export function logEvent(
  c: Context,
  level: "info" | "warn" | "error",
  event: string,
  fields: Record<string, unknown> = {},
): void {
  const facts = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "string" ? redact(value) : value,
    ]),
  );
  const line = JSON.stringify({
    level,
    event,
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.routePath,
    ...facts,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * The request line: status and time taken of every request, errors included (onError has
 * answered by the time `next` returns). No IP, user agent or header is logged.
 *
 * An accepted socket upgrade (101) writes none: its "time taken" ends at the handshake,
 * not when the socket does, and a reconnect storm would write one line per socket, which
 * cost most of a handshake's time in the local runtime and is billed per line
 * in Workers Logs. A refused socket is logged by the socket route (`socket_refused`).
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const startedAt = Date.now();
  await next();
  const status = c.res.status;
  if (status === 101) return;
  logEvent(c, status >= 500 ? "error" : "info", "request", {
    status,
    durationMs: Date.now() - startedAt,
  });
});
