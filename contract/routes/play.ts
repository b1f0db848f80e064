import type * as auth from "../auth";
import type * as play from "../play";
import type * as receipts from "../receipts";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The play loop (SPEC.md section 7), the signed receipts of its closed questions, and the
 * player's record of their runs.
 */
export const runRoutes = {
  runState: defineRoute({
    method: "GET",
    path: "/api/run/state",
    caller: "player",
    reply: json<play.RunStateResponse>(),
  }),
  runStart: defineRoute({
    method: "POST",
    path: "/api/run/start",
    caller: "player",
    reply: json<play.StartRunResponse>(),
  }),
  buyTry: defineRoute({
    method: "POST",
    path: "/api/tries/buy",
    caller: "player",
    reply: json<play.BuyTryResponse>(),
  }),
  runQuestion: defineRoute({
    method: "GET",
    path: "/api/get/question/no/by/user/name/:user",
    caller: "player",
    reply: json<play.QuestionFetchResponse>(),
  }),
  imageReady: defineRoute({
    method: "POST",
    path: "/api/run/image-ready",
    caller: "player",
    body: schemas.play("imageReadyBody"),
    reply: json<auth.StatusOk>(),
  }),
  verifyAnswer: defineRoute({
    method: "POST",
    path: "/api/verify/answer/question/number",
    caller: "player",
    body: schemas.play("verifyAnswerBody"),
    resentByScreen: true,
    reply: json<play.VerifyAnswerResponse>(),
  }),
  forfeitRun: defineRoute({
    method: "DELETE",
    path: "/api/delete/by/user/id/for/valid/data/:userId",
    caller: "player",
    reply: json<play.ForfeitRunResponse>(),
  }),
  /** A closed attempt's signed receipt, the caller's own only. */
  receipt: defineRoute({
    method: "GET",
    path: "/api/receipts/:attemptId",
    caller: "player",
    reply: json<receipts.ReceiptResponse>(),
  }),
  /** Every receipt of one of the caller's runs, for the run summary. */
  runReceipts: defineRoute({
    method: "GET",
    path: "/api/runs/:runId/receipts",
    caller: "player",
    reply: json<receipts.RunReceiptsResponse>(),
  }),
  /** The receipts' public keys (JWKS): public, outside /api so verifiers find it by name. */
  receiptKeys: defineRoute({
    method: "GET",
    path: "/.well-known/quizzy-receipts.json",
    caller: "visitor",
    reply: json<receipts.ReceiptKeySet>(),
  }),
  /** The caller's own runs, newest first, a page at a time (`/runs`). */
  runs: defineRoute({
    method: "GET",
    path: "/api/runs",
    caller: "player",
    query: schemas.play("runsQuery"),
    reply: json<play.RunsResponse>(),
  }),
  /** One of the caller's runs as the server recorded it: the run summary. */
  runSummary: defineRoute({
    method: "GET",
    path: "/api/runs/:runId",
    caller: "player",
    reply: json<play.RunSummaryResponse>(),
  }),
};
