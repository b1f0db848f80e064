import { defineRoute, json, schemasFrom } from "../route";
import type {
  TrialAnswerResponse,
  TrialClaimResponse,
  TrialFetchResponse,
  TrialOfferResponse,
} from "../trial";

const schemas = schemasFrom(() => import("../trial"));

/** The visitor trial (SPEC.md section 7): one question per device, and its prize's claim. */
export const visitorTrialRoutes = {
  trialQuestion: defineRoute({
    method: "GET",
    path: "/api/get/singel/qst/:deviceId",
    caller: "visitor",
    reply: json<TrialFetchResponse>(),
  }),
  trialTimeout: defineRoute({
    method: "POST",
    path: "/api/time/out/by/singel/qst/data",
    caller: "visitor",
    body: schemas("trialTimeoutBody"),
    reply: json<TrialFetchResponse>(),
  }),
  trialAnswer: defineRoute({
    method: "POST",
    path: "/api/get/singel/qst/ans",
    caller: "visitor",
    body: schemas("trialAnswerBody"),
    reply: json<TrialAnswerResponse>(),
  }),
  /** A signed-in player takes the prize their device won. */
  trialClaim: defineRoute({
    method: "POST",
    path: "/api/trial/claim",
    caller: "player",
    body: schemas("trialClaimBody"),
    reply: json<TrialClaimResponse>(),
  }),
  /** The largest prize left in the trial's pool: the landing's promise. */
  trialOffer: defineRoute({
    method: "GET",
    path: "/api/trial/offer",
    caller: "visitor",
    reply: json<TrialOfferResponse>(),
  }),
};
