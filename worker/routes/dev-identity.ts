import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { apiPaths } from "../../contract/api-paths";
import type { DevIdTokenResponse } from "../../contract/auth";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { notFound } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";
import { devKeySet, mintDevIdToken } from "../identity/dev-provider";

/** 404 unless DEV_IDENTITY is "on": with it off, the provider does not exist. */
const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("config").devIdentity) throw notFound();
  await next();
});

/** The development identity provider's two routes. */
export const devIdentityRoutes = new Hono<AppEnv>()
  .get(
    apiPaths.devIdToken,
    devOnly,
    validate(
      "query",
      z.object({ email: z.email().max(254), name: z.string().trim().max(120).optional() }),
    ),
    async (c) => {
      await enforceRateLimit(c, rateRules.devIdTokensPerAddress, [clientBucket(c)]);
      const { email, name } = c.req.valid("query");
      const idToken = await mintDevIdToken(
        c.var.db,
        { email, name: name ?? "" },
        c.get("config").googleClientId,
        Date.now(),
      );
      return c.json({ idToken } satisfies DevIdTokenResponse);
    },
  )
  .get(apiPaths.devJwks, devOnly, async (c) => c.json(await devKeySet(c.var.db)));
