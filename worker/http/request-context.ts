import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import { openDatabase } from "../db/client";
import type { AppEnv } from "./app-env";

/**
 * Gives every request an id (echoed as X-Request-Id, logged on every line), the config
 * and its database handle.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("CF-Ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("config", readConfig(c.env));
  c.set("db", openDatabase(c.env.DB));
  await next();
  c.header("X-Request-Id", requestId);
});
