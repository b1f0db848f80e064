import { Hono } from "hono";
import type { AppEnv } from "./http/app-env";
import { edgeRateLimit } from "./http/edge-rate-limit";
import { errorResponse, handleError, notFound } from "./http/errors";
import { requestLog } from "./http/log";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { spaShellOrNotFound } from "./http/spa-shell";
import { runScheduledMaintenance } from "./maintenance";
import { accountRoutes } from "./routes/account";
import { adminAuthRoutes } from "./routes/admin-auth";
import { adminCatalogueRoutes } from "./routes/admin-catalogue";
import { adminContributorRoutes } from "./routes/admin-contributors";
import { adminInsightRoutes } from "./routes/admin-insights";
import { adminLanguageRoutes } from "./routes/admin-languages";
import { adminPlayerRoutes } from "./routes/admin-players";
import { adminQuestionRoutes } from "./routes/admin-questions";
import { adminRequestRoutes } from "./routes/admin-requests";
import { adminRewardRoutes } from "./routes/admin-rewards";
import { adminSelectionRoutes } from "./routes/admin-selection";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { communityRoutes } from "./routes/community";
import { contributorQuestionRoutes } from "./routes/contributor-questions";
import { contributorAdminRoutes } from "./routes/contributors";
import { devIdentityRoutes } from "./routes/dev-identity";
import { adminGameRoutes, publicGameRoutes } from "./routes/game";
import { healthRoutes } from "./routes/health";
import { paymentRoutes } from "./routes/payments";
import { playRoutes } from "./routes/play";
import { playerAccountRoutes } from "./routes/player-account";
import { playerAuthRoutes } from "./routes/player-auth";
import { adminSocketRoutes, playerSocketRoutes } from "./routes/realtime";
import { referralRoutes } from "./routes/referrals";
import { rewardRoutes } from "./routes/rewards";
import { adminTicketRoutes, playerTicketRoutes } from "./routes/tickets";
import { trialRoutes } from "./routes/trial";

export { GameRoom } from "./durable/game-room";
export { PlayerRun } from "./durable/player-run";
export { RateLimiter } from "./durable/rate-limiter";
export { SocketHub } from "./durable/socket-hub";

export const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(requestLog)
  .use(securityHeaders)
  // The Rate Limiting binding in front of the routes that guess, flood or cost a prize;
  // the exact limits are inside the routes (docs/ARCHITECTURE.md, Rate limits).
  .use("/api/post/google/auth", edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use("/api/post/new/google/user", edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use("/admin/auth/login", edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use("/admin/auth/user/login", edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use("/admin/auth/signup", edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use("/api/verify/answer/question/number", edgeRateLimit("ANSWER_RATE_LIMIT"))
  .use("/api/get/singel/qst/*", edgeRateLimit("TRIAL_RATE_LIMIT"))
  .use("/api/time/out/by/singel/qst/data", edgeRateLimit("TRIAL_RATE_LIMIT"))
  .route("/api", healthRoutes)
  .route("/api/dev", devIdentityRoutes)
  .route("/api", playerAuthRoutes)
  .route("/api", playerTicketRoutes)
  .route("/api", publicGameRoutes)
  .route("/api", playRoutes)
  .route("/api", rewardRoutes)
  .route("/api", trialRoutes)
  .route("/api", accountRoutes)
  .route("/api", referralRoutes)
  .route("/api", communityRoutes)
  .route("/api", playerAccountRoutes)
  .route("/api/payments", paymentRoutes)
  .route("/api", playerSocketRoutes)
  .route("/admin/auth", adminAuthRoutes)
  .route("/admin/contributors", contributorAdminRoutes)
  .route("/admin", adminGameRoutes)
  .route("/admin", adminTicketRoutes)
  .route("/admin", adminRewardRoutes)
  .route("/admin", adminSocketRoutes)
  .route("/admin", contributorQuestionRoutes)
  .route("/admin", adminLanguageRoutes)
  .route("/admin", adminSelectionRoutes)
  .route("/admin", adminQuestionRoutes)
  .route("/admin", adminSettingsRoutes)
  .route("/admin", adminCatalogueRoutes)
  .route("/admin", adminRequestRoutes)
  .route("/admin", adminContributorRoutes)
  .route("/admin", adminPlayerRoutes)
  .route("/admin", adminInsightRoutes)
  .all("/api/*", () => {
    throw notFound("No such API route");
  })
  .all("/admin/*", spaShellOrNotFound);

app.notFound((c) => errorResponse(c, notFound()));
app.onError(handleError);

export default {
  fetch: app.fetch,
  async scheduled(_controller, env) {
    await runScheduledMaintenance(env, Date.now());
  },
} satisfies ExportedHandler<Env>;
