import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import {
  addRewardBody,
  adminPayoutsQuery,
  contributorPayoutDetailsBody,
  deactivateBody,
  markPaidQuery,
  payoutDetailsBody,
  rejectPayoutBody,
  withdrawalBody,
} from "../../../contract/account";
import {
  createCouponBody,
  createPrizeBody,
  editCouponBody,
  editPrizeBody,
  supportSettingsBody,
} from "../../../contract/admin-economy";
import { chartsQuery } from "../../../contract/admin-insights";
import { createLanguageBody, updateLanguageBody } from "../../../contract/admin-languages";
import {
  playersQuery,
  setContributorDisabledBody,
  setPlayerBlockedBody,
} from "../../../contract/admin-people";
import {
  addLiveQuestionBody,
  editLiveQuestionBody,
  liveQuestionsQuery,
  selectQuestionBody,
} from "../../../contract/admin-questions";
import { claimRequestsQuery, decideClaimBody } from "../../../contract/admin-requests";
import { auditQuery } from "../../../contract/audit";
import {
  adminLoginBody,
  adminSignupBody,
  createContributorBody,
  googleSignInBody,
} from "../../../contract/auth";
import { likeBody, playerSettingsBody, postReviewBody } from "../../../contract/community";
import { postContributorQuestionBody } from "../../../contract/contributor";
import { eligibilityBody, paidPlayRegionsBody } from "../../../contract/eligibility";
import { gameSwitchBody } from "../../../contract/game";
import { changePasswordBody, issueResetBody, useResetBody } from "../../../contract/passwords";
import { depositBody, registerReferralBody } from "../../../contract/payments";
import { imageReadyBody, runsQuery, verifyAnswerBody } from "../../../contract/play";
import { adjustmentBody, playerLedgerQuery } from "../../../contract/player-support";
import { importQuestionsBody } from "../../../contract/question-import";
import { checkoutBody, idBody } from "../../../contract/rewards";
import { decideTicketBody, reportTicketBody } from "../../../contract/tickets";
import { trialAnswerBody, trialClaimBody, trialTimeoutBody } from "../../../contract/trial";
import { economySettingsSchema } from "../../domain/economy-settings";

/**
 * Every route of the router's table with what it reads, keyed "METHOD path" as in
 * `app.routes`, and grouped in families that share one fuzz budget.
 * fuzz-route-table.test.ts fails when a route is missing here or listed but gone, so a
 * new route cannot escape the fuzzer. Path parameters need no schema: each `:param` is
 * fuzzed from the path itself (see fuzz-requests.ts).
 */
export type Caller = "visitor" | "player" | "admin" | "contributor";

export type RouteInputs = {
  caller: Caller;
  json?: $ZodType;
  query?: $ZodType;
  form?: $ZodType;
  /** Read as raw text and checked by signature (the payment webhook), never by a schema. */
  rawBody?: true;
  /** A multipart file upload (the question images), judged by the file's bytes. */
  upload?: true;
  /** Good values for top-level fields a refinement guards (arbitrary-from-schema.ts). */
  examples?: Record<string, unknown[]>;
  /** A 2xx ends the caller's session, so the runner starts a fresh one. */
  endsSession?: true;
};

export type RouteFamily = { name: string; routes: Record<string, RouteInputs> };

/**
 * The few schemas written inside a route rather than in contract/: what a client sends
 * there, restated so the fuzzer can make valid values (the route's own schema still
 * judges them).
 */
const devIdTokenQuery = z.object({ email: z.email(), name: z.string().max(120).optional() });
const historyQuery = z.object({ before: z.number().int().positive().optional() });
const sandboxCompleteForm = z.object({
  orderId: z.string().max(80),
  outcome: z.enum(["settled", "failed"]),
});

const visitor = { caller: "visitor" } as const;
const player = { caller: "player" } as const;
const admin = { caller: "admin" } as const;
const contributor = { caller: "contributor" } as const;

export const PLAYER_ROUTE_FAMILIES: RouteFamily[] = [
  {
    name: "player sign-in",
    routes: {
      "GET /api/auth/config": visitor,
      "GET /api/dev/id-token": { ...visitor, query: devIdTokenQuery },
      "GET /api/dev/jwks": visitor,
      "POST /api/post/new/google/user": { ...visitor, json: googleSignInBody },
      "POST /api/post/google/auth": { ...visitor, json: googleSignInBody },
      "POST /api/auth/logout": { ...player, endsSession: true },
      "GET /api/me": player,
    },
  },
  {
    name: "play",
    routes: {
      "GET /api/game/status": visitor,
      "GET /api/run/state": player,
      "POST /api/tries/buy": player,
      "POST /api/run/start": player,
      "GET /api/get/question/no/by/user/name/:user": player,
      "POST /api/run/image-ready": { ...player, json: imageReadyBody },
      "POST /api/verify/answer/question/number": { ...player, json: verifyAnswerBody },
      "DELETE /api/delete/by/user/id/for/valid/data/:userId": player,
      "GET /images/uploads/:file": visitor,
    },
  },
  {
    name: "receipts",
    routes: {
      "GET /.well-known/quizzy-receipts.json": visitor,
      "GET /api/receipts/:attemptId": player,
      "GET /api/runs/:runId/receipts": player,
      "GET /api/runs/:runId": player,
      "GET /api/runs": { ...player, query: runsQuery },
    },
  },
  {
    name: "tickets",
    routes: {
      "GET /api/get/data/ticket/:userId": player,
      "POST /api/tickets": { ...player, json: reportTicketBody },
      "GET /admin/get/all/tickets/data/admin": admin,
      "POST /admin/refund/data/and/add/to/users": { ...admin, json: decideTicketBody },
    },
  },
  {
    name: "coupons and cart",
    routes: {
      "GET /api/cupon": player,
      "POST /api/cupon/buy": { ...player, json: idBody },
      "POST /api/claim/cupon": { ...player, json: idBody },
      "GET /api/cart": player,
      "GET /api/cart/history": player,
      "POST /api/cart/add": { ...player, json: idBody },
      "POST /api/cart/checkout": { ...player, json: checkoutBody },
    },
  },
  {
    name: "visitor trial",
    routes: {
      "GET /api/get/singel/qst/:deviceId": visitor,
      "POST /api/time/out/by/singel/qst/data": { ...visitor, json: trialTimeoutBody },
      "POST /api/get/singel/qst/ans": { ...visitor, json: trialAnswerBody },
      "POST /api/trial/claim": { ...player, json: trialClaimBody },
      "GET /api/trial/offer": visitor,
    },
  },
  {
    name: "bank and payouts",
    routes: {
      "GET /api/account": player,
      "GET /api/account/history": { ...player, query: historyQuery },
      "GET /api/account/pending": player,
      "GET /api/account/upi": player,
      "PUT /api/account/upi": { ...player, json: payoutDetailsBody },
      "POST /api/account/withdrawals": { ...player, json: withdrawalBody },
      "POST /api/account/withdrawals/:id/cancel": player,
      "PUT /api/account/eligibility": { ...player, json: eligibilityBody },
    },
  },
  {
    name: "deposits and referrals",
    routes: {
      "POST /api/payments/deposit": { ...player, json: depositBody },
      "GET /api/payments/status/:paymentId": player,
      "POST /api/payments/webhook": { ...visitor, rawBody: true },
      "GET /api/payments/sandbox/checkout/:orderId": visitor,
      "POST /api/payments/sandbox/complete": { ...visitor, form: sandboxCompleteForm },
      "GET /api/refer": player,
      "POST /api/referral": { ...player, json: registerReferralBody },
    },
  },
  {
    name: "community and settings",
    routes: {
      "POST /api/get/new/post/from/comment": { ...player, json: postReviewBody },
      "GET /api/comment/get/single/data/:id": visitor,
      "POST /api/make/like/review/count": { ...player, json: likeBody },
      "GET /api/languages": visitor,
      "GET /api/settings": player,
      "PUT /api/settings": { ...player, json: playerSettingsBody },
      "GET /api/data/export": player,
      "POST /api/account/deactivate": { ...player, json: deactivateBody, endsSession: true },
    },
  },
];

export const ADMIN_ROUTE_FAMILIES: RouteFamily[] = [
  {
    name: "admin sign-in",
    routes: {
      "POST /admin/auth/login": { ...visitor, json: adminLoginBody },
      "POST /admin/auth/signup": { ...visitor, json: adminSignupBody },
      "POST /admin/auth/logout": { ...admin, endsSession: true },
      "POST /admin/auth/invites": admin,
      "POST /admin/auth/user/login": { ...visitor, json: adminLoginBody },
      "POST /admin/auth/user/logout": { ...contributor, endsSession: true },
      "POST /admin/contributors": { ...admin, json: createContributorBody },
      "GET /admin/admins": admin,
    },
  },
  {
    name: "passwords",
    routes: {
      "POST /admin/auth/password": { ...admin, json: changePasswordBody },
      "POST /admin/auth/user/password": { ...contributor, json: changePasswordBody },
      "POST /admin/auth/password-resets": { ...admin, json: issueResetBody },
      "POST /admin/auth/reset-password": { ...visitor, json: useResetBody },
    },
  },
  {
    name: "game switch",
    routes: {
      "GET /admin/start/or/no/check": admin,
      "POST /admin/start/game/by/click": { ...admin, json: gameSwitchBody },
    },
  },
  {
    name: "reward pool",
    routes: {
      "GET /admin/get/singel/rewards": admin,
      "POST /admin/add/singel/rewards": { ...admin, json: addRewardBody },
      "GET /admin/get/won/module/reward/with/upi/data": { ...admin, query: adminPayoutsQuery },
      "DELETE /admin/delet/paid/after/one/day/data/:rewardId": { ...admin, query: markPaidQuery },
      "POST /admin/payouts/:id/reject": { ...admin, json: rejectPayoutBody },
      "GET /admin/rewards": admin,
      "DELETE /admin/rewards/:id": admin,
    },
  },
  {
    name: "user-admin area",
    routes: {
      "GET /admin/get/user/admin/languages/to/post/:sessionId": contributor,
      "GET /admin/get/user/admin/questions/:sessionId": contributor,
      "DELETE /admin/delete/users/admin/qno/from/admin/users/:questionId": contributor,
      "POST /admin/get/a/users/admin/posted/questions/from/all/users": {
        ...contributor,
        json: postContributorQuestionBody,
      },
      "GET /admin/get/wallet/amount/credits/links/by/:sessionId": contributor,
      "GET /admin/user/payout-details": contributor,
      "PUT /admin/user/payout-details": { ...contributor, json: contributorPayoutDetailsBody },
      "GET /admin/user/withdrawals": contributor,
      "POST /admin/user/withdrawals": { ...contributor, json: withdrawalBody },
      "POST /admin/user/withdrawals/:id/cancel": contributor,
      "POST /admin/images": { ...contributor, upload: true },
    },
  },
  {
    name: "languages and selection",
    routes: {
      "GET /admin/get/all/admin/new/languages/data": admin,
      "POST /admin/languages": { ...admin, json: createLanguageBody },
      "PATCH /admin/languages/:id": { ...admin, json: updateLanguageBody },
      "GET /admin/get/tottal/users/created/questions": admin,
      "POST /admin/get/data/and/post/users/selected/data/to/db": {
        ...admin,
        json: selectQuestionBody,
      },
    },
  },
  {
    name: "live question bank",
    routes: {
      "GET /admin/questions": { ...admin, query: liveQuestionsQuery },
      "POST /admin/questions": { ...admin, json: addLiveQuestionBody },
      "POST /admin/questions/import": { ...admin, json: importQuestionsBody },
      "PATCH /admin/questions/:id": { ...admin, json: editLiveQuestionBody },
      "POST /admin/questions/:id/retire": admin,
    },
  },
  {
    name: "economy",
    routes: {
      "GET /admin/settings/run": admin,
      "PUT /admin/settings/run": {
        ...admin,
        json: economySettingsSchema,
        examples: { dayTimeZone: ["Asia/Kolkata", "UTC", "America/New_York"] },
      },
      "POST /admin/settings/run/economy": {
        ...admin,
        json: economySettingsSchema,
        examples: { dayTimeZone: ["Asia/Kolkata", "UTC"] },
      },
      "GET /admin/settings/support": admin,
      "PUT /admin/settings/support": { ...admin, json: supportSettingsBody },
      "GET /admin/settings/paid-play-regions": admin,
      "PUT /admin/settings/paid-play-regions": { ...admin, json: paidPlayRegionsBody },
      "GET /admin/catalogue/coupons": admin,
      "POST /admin/catalogue/coupons": { ...admin, json: createCouponBody },
      "PATCH /admin/catalogue/coupons/:id": { ...admin, json: editCouponBody },
      "GET /admin/catalogue/prizes": admin,
      "POST /admin/catalogue/prizes": { ...admin, json: createPrizeBody },
      "PATCH /admin/catalogue/prizes/:id": { ...admin, json: editPrizeBody },
    },
  },
  {
    name: "claim requests and people",
    routes: {
      "GET /admin/requests": { ...admin, query: claimRequestsQuery },
      "POST /admin/requests/:id": { ...admin, json: decideClaimBody },
      "GET /admin/contributors": admin,
      "PATCH /admin/contributors/:id": { ...admin, json: setContributorDisabledBody },
      "GET /admin/players": { ...admin, query: playersQuery },
      "PATCH /admin/players/:id": { ...admin, json: setPlayerBlockedBody },
    },
  },
  {
    name: "player support and audit",
    routes: {
      "GET /admin/players/:id": admin,
      "GET /admin/players/:id/ledger": {
        ...admin,
        query: playerLedgerQuery,
        examples: { page: ["1", "2", "40"] },
      },
      "POST /admin/players/:id/adjustments": {
        ...admin,
        json: adjustmentBody,
        examples: { amount: [1, 2, 50] },
      },
      "GET /admin/audit": { ...admin, query: auditQuery, examples: { page: ["1", "2", "40"] } },
    },
  },
  {
    name: "unknown paths",
    routes: {
      "ALL /api/*": visitor,
      "ALL /admin/*": visitor,
    },
  },
  {
    name: "insights",
    routes: {
      "GET /admin/balance": admin,
      "GET /admin/charts": { ...admin, query: chartsQuery },
      "GET /admin/check": admin,
      "GET /admin/dashboard": admin,
    },
  },
];

export const ROUTE_FAMILIES = [...PLAYER_ROUTE_FAMILIES, ...ADMIN_ROUTE_FAMILIES];

/**
 * Routes of the table the HTTP fuzzer leaves alone, each with where it is fuzzed or why
 * there is nothing to fuzz. Other "ALL" entries are middleware (`app.use`) and count as
 * fuzzed with the routes under them.
 */
export const NOT_FUZZED_OVER_HTTP: Record<string, string> = {
  "GET /api/ws": "socket upgrades and frames: fuzz-sockets.test.ts",
  "GET /admin/ws": "socket upgrades and frames: fuzz-sockets.test.ts",
  "GET /api/health": "reads no input; answers 503 by design when a dependency is down",
  "ALL /":
    "reads no input: GET and HEAD serve the painted home page from assets, any other method is the JSON 404 (worker/http/spa-shell.test.ts)",
};
