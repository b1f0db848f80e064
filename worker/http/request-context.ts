import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import type { AppEnv } from "./app-env";

/** Gives every request an id (echoed as X-Request-Id, logged on every line) and the config. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("CF-Ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("config", readConfig(c.env));
  await next();
  c.header("X-Request-Id", requestId);
});
