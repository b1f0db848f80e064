import type {
  ForfeitRunResponse,
  QuestionFetchResponse,
  StartRunResponse,
  VerifyAnswerResponse,
} from "../../../contract/play";
import type { AttemptReply, QuestionFetch, RunStart } from "../../domain/run-replies";

/** The play loop's replies in SPEC.md's fields (sections 3, 4 and 7). */

const PAUSED = "The game is paused right now";

/** A start's reply; a start that found no question is a 409 the route raises instead. */
export function startRunResponse(
  start: Exclude<RunStart, { reason: "no_questions" }>,
): StartRunResponse {
  if (start.kind === "started") {
    return { Status: "OK", runId: start.runId, continued: start.continued };
  }
  if (start.reason === "game_off") return { Status: "BAD", reason: "game_off", message: PAUSED };
  return { Status: "BAD", reason: "no_tries", message: "You have no tries left" };
}

const unavailable: Record<
  Extract<QuestionFetch, { kind: "unavailable" }>["reason"],
  Extract<QuestionFetchResponse, { Status: "BAD" }>
> = {
  no_run: { Status: "BAD", reason: "no_run", message: "Start a game to get a question" },
  timed_out: { Status: "BAD", reason: "no_run", message: "Time ran out on that question" },
  game_off: { Status: "BAD", reason: "game_off", message: PAUSED },
  no_questions: {
    Status: "BAD",
    reason: "no_questions",
    message: "There are no questions in your language yet",
  },
};

/**
 * The open question without its answer, or why there is none: with the receipt of a
 * question this call found out of time (a timeout's receipt comes with the next call
 * that learns of it).
 */
export function questionFetchResponse(
  fetched: QuestionFetch,
  receipt: string | null,
): QuestionFetchResponse {
  if (fetched.kind === "unavailable") {
    return { ...unavailable[fetched.reason], ...(receipt ? { receipt } : {}) };
  }
  const { question } = fetched;
  const { a, b, c, d } = question.options;
  return {
    Status: "OK",
    data: {
      _id: question.attemptId,
      Qno: question.position,
      Question: question.text,
      a,
      b,
      c,
      d,
      img: question.imageUrl,
      seconds: question.allowedSeconds,
      remainingMs: question.remainingMs,
      clockRunning: question.clockRunning,
      clockStartsInMs: question.clockStartsInMs,
      cat: question.language,
      tough: question.difficulty,
      ...question.progress,
    },
  };
}

/** The verdict once the attempt is closed: the right option and the receipt beside it. */
export function verifyAnswerResponse(reply: AttemptReply, receipt: string): VerifyAnswerResponse {
  return {
    Status: reply.status,
    ans: reply.correct,
    receipt,
    coins: reply.coins,
    secondsUsed: reply.secondsUsed,
    ...(reply.couponId !== null ? { id: reply.couponId } : {}),
    ...(reply.stars !== null ? { stars: reply.stars } : {}),
  };
}

export function forfeitRunResponse(receipt: string | null): ForfeitRunResponse {
  return { Status: "OK", ...(receipt ? { receipt } : {}) };
}
