import type { Context } from "hono";

/**
 * Structured JSON log lines with the request id. Callers pass facts, never tokens or
 * personal data.
 */
export function logEvent(
  c: Context,
  level: "info" | "warn" | "error",
  event: string,
  fields: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({
    level,
    event,
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.routePath,
    ...fields,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
