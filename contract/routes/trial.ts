import { defineRoute, json } from "../route";
import type * as trial from "../trial";
import { schemas } from "./schemas";

/** The visitor trial (SPEC.md section 7): one question per device, and its prize's claim. */
export const visitorTrialRoutes = {
  trialQuestion: defineRoute({
    method: "GET",
    path: "/api/get/singel/qst/:deviceId",
    caller: "visitor",
    reply: json<trial.TrialFetchResponse>(),
  }),
  trialTimeout: defineRoute({
    method: "POST",
    path: "/api/time/out/by/singel/qst/data",
    caller: "visitor",
    body: schemas.trial("trialTimeoutBody"),
    reply: json<trial.TrialFetchResponse>(),
  }),
  trialAnswer: defineRoute({
    method: "POST",
    path: "/api/get/singel/qst/ans",
    caller: "visitor",
    body: schemas.trial("trialAnswerBody"),
    reply: json<trial.TrialAnswerResponse>(),
  }),
  /** A signed-in player takes the prize their device won. */
  trialClaim: defineRoute({
    method: "POST",
    path: "/api/trial/claim",
    caller: "player",
    body: schemas.trial("trialClaimBody"),
    reply: json<trial.TrialClaimResponse>(),
  }),
  /** The largest prize left in the trial's pool: the landing's promise. */
  trialOffer: defineRoute({
    method: "GET",
    path: "/api/trial/offer",
    caller: "visitor",
    reply: json<trial.TrialOfferResponse>(),
  }),
};
