import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { platformRoutes } from "../../contract/routes/platform";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { notFound } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { devKeySet, mintDevIdToken } from "../identity/dev-provider";

/** 404 unless DEV_IDENTITY is "on": with it off, the provider does not exist. */
const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("config").devIdentity) throw notFound();
  await next();
});

/** Other methods on these paths find no route, provider on or off, as any unknown call. */
const devReadsOnly = createMiddleware<AppEnv>(async (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? devOnly(c, next) : next(),
);

/**
 * The development identity provider's two routes. The 404 comes before the query's
 * schema, so with the provider off not even a bad query tells that the route is there.
 */
export const devIdentityRoutes = new Hono<AppEnv>()
  .use(platformRoutes.devIdToken.path, devReadsOnly)
  .use(platformRoutes.devJwks.path, devReadsOnly)
  .route(
    "/",
    routerOf([
      handle(platformRoutes.devIdToken, async (c) => {
        await enforceRateLimit(c, rateRules.devIdTokensPerAddress, [clientBucket(c)]);
        const { email, name } = c.req.valid("query");
        const idToken = await mintDevIdToken(
          c.var.db,
          { email, name: name ?? "" },
          c.get("config").googleClientId,
          Date.now(),
        );
        return c.json({ idToken });
      }),
      handle(platformRoutes.devJwks, async (c) => c.json(await devKeySet(c.var.db))),
    ]),
  );
