import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./http/app-env";
import { errorResponse, handleError, notFound } from "./http/errors";
import { requestContext } from "./http/request-context";
import { spaShellOrNotFound } from "./http/spa-shell";
import { adminAuthRoutes } from "./routes/admin-auth";
import { contributorAdminRoutes } from "./routes/contributors";
import { devIdentityRoutes } from "./routes/dev-identity";
import { playerAuthRoutes } from "./routes/player-auth";
import { playerTicketRoutes } from "./routes/tickets";

export { RateLimiter } from "./durable/rate-limiter";

export const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(secureHeaders())
  .route("/api/dev", devIdentityRoutes)
  .route("/api", playerAuthRoutes)
  .route("/api", playerTicketRoutes)
  .route("/admin/auth", adminAuthRoutes)
  .route("/admin/contributors", contributorAdminRoutes)
  .all("/api/*", () => {
    throw notFound("No such API route");
  })
  .all("/admin/*", spaShellOrNotFound);

app.notFound((c) => errorResponse(c, notFound()));
app.onError(handleError);

export default app;
