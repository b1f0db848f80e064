import type {
  TrialAnswerResponse,
  TrialClaimResponse,
  TrialFetchResponse,
} from "../../../contract/trial";
import type { TrialAnswerResult, TrialState } from "../../domain/trial";
import { rupees } from "./money";

/** The visitor trial's replies in SPEC.md's fields (section 4's trial states). */

export function trialFetchResponse(state: TrialState): TrialFetchResponse {
  switch (state.kind) {
    case "won":
      return { Status: "Yes", rupee: rupees(state.prizePaise) };
    case "lost":
      return { Status: "NO" };
    case "timed_out":
      return { Status: "Time_Out" };
    case "open": {
      const { question } = state;
      return {
        Status: "OK",
        data: {
          Questio: question.text,
          img: question.imageUrl ?? "",
          a: question.options.a,
          b: question.options.b,
          c: question.options.c,
          d: question.options.d,
          seconds: question.seconds,
          qno: question.id,
          remainingMs: state.remainingMs,
          clockStartsInMs: state.clockStartsInMs,
        },
      };
    }
  }
}

/** SPEC.md's `Status` and `rupee` only: no reply tells a visitor the right option. */
export function trialAnswerResponse(result: TrialAnswerResult): TrialAnswerResponse {
  switch (result.kind) {
    case "timed_out":
      return { Status: "Time_Out" };
    case "already_closed":
      return { Status: "EX CORRECT" };
    case "wrong":
      return { Status: "INCORRECT" };
    case "won":
      return result.prizePaise > 0
        ? { Status: "CORRECT", rupee: rupees(result.prizePaise) }
        : { Status: "CORRECT NO REWARD" };
  }
}

export function trialClaimResponse(payoutId: string, amountPaise: number): TrialClaimResponse {
  return { Status: "OK", payoutId, rupee: rupees(amountPaise) };
}
