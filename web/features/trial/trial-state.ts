// The trial's states, and how the server's replies and refusals map onto them (SPEC.md
// section 4): the rules of /try's screen, apart from how it draws them.
import type { UseQueryResult } from "@tanstack/react-query";
import type { TrialFetchResponse } from "../../../contract/trial";
import { ApiRequestError } from "../../lib/api-client";
import { type TrialQuestion, trialQuestionOf } from "./trial-question";

/** SPEC.md section 8's trial messages, as message ids (web/locales/start). */
export const trialMessages = {
  offerEnded: "trial.offerEnded",
  answeredBefore: "trial.answeredBefore",
  tooManyTrials: "trial.tooManyTrials",
} as const;

/**
 * What the question left behind, once closed: the question and the option chosen, if this
 * screen saw them. Never the right option: the server tells a visitor nobody's answer.
 */
export type Closed = { question?: TrialQuestion; chosen?: string };

/**
 * SPEC.md section 4's trial states, beside loading, the 429 of the per-IP limit and the
 * paused game (the server serves no question then).
 */
export type TrialState =
  | { kind: "loading" }
  | { kind: "paused" }
  | { kind: "question"; question: TrialQuestion }
  | { kind: "won"; rupee: number }
  /** Answered right, but no prize goes with it (or it went back to the pool). */
  | { kind: "no_prize" }
  | ({ kind: "wrong" } & Closed)
  | ({ kind: "timeout" } & Closed)
  | { kind: "failed"; error: Error }
  /** A reply whose `Status` this screen does not know: said as "Something went wrong: X". */
  | { kind: "unknown_status"; status: string }
  | { kind: "too_many"; error: Error };

export function stateOfFailure(error: Error): TrialState {
  if (error instanceof ApiRequestError && error.status === 429) {
    return { kind: "too_many", error };
  }
  if (error instanceof ApiRequestError && error.code === "game_paused") return { kind: "paused" };
  return { kind: "failed", error };
}

export function stateOfFetch(read: UseQueryResult<TrialFetchResponse>): TrialState {
  const reply = read.data;
  if (reply === undefined) {
    return read.error ? stateOfFailure(read.error) : { kind: "loading" };
  }
  switch (reply.Status) {
    case "OK":
      return { kind: "question", question: trialQuestionOf(reply.data) };
    case "Yes":
      return reply.rupee > 0 ? { kind: "won", rupee: reply.rupee } : { kind: "no_prize" };
    case "Time_Out":
      return { kind: "timeout" };
    case "NO":
      return { kind: "wrong" };
    default:
      return { kind: "unknown_status", status: String((reply as { Status: unknown }).Status) };
  }
}
