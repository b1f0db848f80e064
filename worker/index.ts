import { Hono } from "hono";
import { paintedPaths } from "../contract/painted-pages";
import { runRoutes } from "../contract/routes/play";
import { signInRoutes } from "../contract/routes/sign-in";
import { visitorTrialRoutes } from "../contract/routes/trial";
import type { AppEnv } from "./http/app-env";
import { requestBodyLimit } from "./http/body-limit";
import { chaosControl, chaosControlOn } from "./http/chaos-control";
import { edgeRateLimit } from "./http/edge-rate-limit";
import { errorResponse, handleError, notFound } from "./http/errors";
import { idempotentWrites } from "./http/idempotency";
import { requestLog } from "./http/log";
import { privateReplies } from "./http/private-replies";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { paintedPageOrNotFound, spaShellOrNotFound } from "./http/spa-shell";
import { runScheduledMaintenance } from "./maintenance";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminAuthRoutes } from "./routes/admin-auth";
import { adminCatalogueRoutes } from "./routes/admin-catalogue";
import { adminInsightRoutes } from "./routes/admin-insights";
import { adminLanguageRoutes } from "./routes/admin-languages";
import { adminPasswordRoutes } from "./routes/admin-passwords";
import { adminPlayerSupportRoutes } from "./routes/admin-player-support";
import { adminPlayerRoutes } from "./routes/admin-players";
import { adminQuestionImportRoutes } from "./routes/admin-question-import";
import { adminQuestionRoutes } from "./routes/admin-questions";
import { adminRequestRoutes } from "./routes/admin-requests";
import { adminRewardRoutes } from "./routes/admin-rewards";
import { adminSelectionRoutes } from "./routes/admin-selection";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { bankRoutes } from "./routes/bank";
import { communityRoutes } from "./routes/community";
import { contributorQuestionRoutes } from "./routes/contributor-questions";
import { contributorWalletRoutes } from "./routes/contributor-wallet";
import { contributorRoutes } from "./routes/contributors";
import { devIdentityRoutes } from "./routes/dev-identity";
import { eligibilityRoutes } from "./routes/eligibility";
import { adminGameRoutes, publicGameRoutes } from "./routes/game";
import { healthRoutes } from "./routes/health";
import { imageRoutes } from "./routes/images";
import { contributorPayoutRoutes, playerWalletRoutes } from "./routes/payee-wallet";
import { paymentRoutes } from "./routes/payments";
import { playRoutes } from "./routes/play";
import { playerAuthRoutes } from "./routes/player-auth";
import { playerSettingsRoutes } from "./routes/player-settings";
import { adminSocketRoutes, playerSocketRoutes } from "./routes/realtime";
import { receiptRoutes } from "./routes/receipts";
import { referralRoutes } from "./routes/referrals";
import { rewardRoutes } from "./routes/rewards";
import { runSummaryRoutes } from "./routes/run-summary";
import { liveShowRoutes } from "./routes/shows";
import { adminTicketRoutes, playerTicketRoutes } from "./routes/tickets";
import { trialRoutes } from "./routes/trial";

export { GameRoom } from "./durable/game-room";
export { PlayerRun } from "./durable/player-run";
export { RateLimiter } from "./durable/rate-limiter";
export { ShowRoom } from "./durable/show-room";
export { ShowTally } from "./durable/show-tally";
export { SocketHub } from "./durable/socket-hub";

export const app = new Hono<AppEnv>()
  .use(requestContext)
  .use(requestLog)
  .use(securityHeaders)
  .use(privateReplies)
  .use(requestBodyLimit)
  // The Rate Limiting binding in front of the routes that guess, flood or cost a prize;
  // the exact limits are inside the routes (docs/ARCHITECTURE.md, Rate limits).
  .use(signInRoutes.playerSignIn.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(signInRoutes.playerSignUp.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(signInRoutes.adminLogin.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(signInRoutes.contributorLogin.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(signInRoutes.adminSignup.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(signInRoutes.usePasswordReset.path, edgeRateLimit("SIGN_IN_RATE_LIMIT"))
  .use(runRoutes.verifyAnswer.path, edgeRateLimit("ANSWER_RATE_LIMIT"))
  // One bucket for the trial's question and answer (both under /api/get/singel/qst/).
  .use("/api/get/singel/qst/*", edgeRateLimit("TRIAL_RATE_LIMIT"))
  .use(visitorTrialRoutes.trialTimeout.path, edgeRateLimit("TRIAL_RATE_LIMIT"))
  // A write sent again with its Idempotency-Key gets the first reply (docs/ARCHITECTURE.md).
  .use("/api/*", idempotentWrites)
  .use("/admin/*", idempotentWrites)
  .route("/", healthRoutes)
  .route("/", devIdentityRoutes)
  .route("/", playerAuthRoutes)
  .route("/", playerTicketRoutes)
  .route("/", publicGameRoutes)
  .route("/", playRoutes)
  .route("/", receiptRoutes)
  .route("/", runSummaryRoutes)
  .route("/", rewardRoutes)
  .route("/", trialRoutes)
  .route("/", bankRoutes)
  .route("/", playerWalletRoutes)
  .route("/", eligibilityRoutes)
  .route("/", referralRoutes)
  .route("/", communityRoutes)
  .route("/", playerSettingsRoutes)
  .route("/", paymentRoutes)
  .route("/", playerSocketRoutes)
  .route("/", adminAuthRoutes)
  .route("/", adminPasswordRoutes)
  .route("/", contributorRoutes)
  .route("/", adminGameRoutes)
  .route("/", adminTicketRoutes)
  .route("/", adminRewardRoutes)
  .route("/", adminSocketRoutes)
  .route("/", contributorQuestionRoutes)
  .route("/", contributorWalletRoutes)
  .route("/", contributorPayoutRoutes)
  .route("/", adminLanguageRoutes)
  .route("/", adminSelectionRoutes)
  .route("/", adminQuestionImportRoutes)
  .route("/", adminQuestionRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminCatalogueRoutes)
  .route("/", adminRequestRoutes)
  .route("/", adminPlayerRoutes)
  .route("/", adminPlayerSupportRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminInsightRoutes)
  .route("/", liveShowRoutes)
  .route("/", imageRoutes)
  .all("/api/*", () => {
    throw notFound("No such API route");
  })
  .all("/admin/*", spaShellOrNotFound);
for (const path of paintedPaths) app.all(path, paintedPageOrNotFound);

app.notFound((c) => errorResponse(c, notFound()));
app.onError(handleError);

export default {
  fetch: (request, env, ctx) =>
    chaosControlOn(env, request)
      ? chaosControl.fetch(request, env, ctx)
      : app.fetch(request, env, ctx),
  async scheduled(_controller, env) {
    await runScheduledMaintenance(env, Date.now());
  },
} satisfies ExportedHandler<Env>;
