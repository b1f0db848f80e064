import type { ServedQuestion } from "./live-run";
import type { Choice, VerifyStatus } from "./scoring";

/**
 * What a player's run answers the play routes: a start, the open question, the verdict
 * on an answer, or a refusal and its reason. The routes shape these into SPEC.md's wire
 * words (`routes/views/play.ts`).
 */

export type RunStart =
  | { kind: "started"; runId: string; continued: boolean }
  | { kind: "refused"; reason: "game_off" | "no_tries" | "no_questions" };

export type QuestionFetch =
  | { kind: "served"; question: ServedQuestion }
  | { kind: "unavailable"; reason: "no_run" | "game_off" | "no_questions" | "timed_out" };

/** The verdict on a closed question; its answer is revealed now that it is closed. */
export type AttemptReply = {
  status: VerifyStatus;
  correct: Choice;
  coins: number;
  couponId: string | null;
  stars: number | null;
  /** Whole seconds used on the clock the server judged by (domain/deadline.ts). */
  secondsUsed: number;
};

export type AnswerRefusal = "no_run" | "closed" | "paused";

/** What an answer gets back: the verdict on its question, or why it was not judged. */
export type AnswerReply =
  | { kind: "answered"; reply: AttemptReply }
  | { kind: "refused"; reason: AnswerRefusal };

/** A call over the player's pace limit, and when the next one may come. */
export type TooFast = { kind: "too_fast"; retryAfterMs: number };
export type StartResult = RunStart | TooFast;
/** A judged answer comes with its attempt's signed receipt. */
export type AnswerResult =
  | { kind: "answered"; reply: AttemptReply; receipt: string }
  | { kind: "refused"; reason: AnswerRefusal }
  | TooFast;
/** A reply, with the receipt of a question the same call found timed out and closed. */
export type FetchResult = { reply: QuestionFetch; receipt: string | null };

/** The run's last judged answer, kept so the same answer sent again gets the same verdict. */
export type JudgedAnswer = {
  attemptId: string;
  choice: Choice;
  reply: AttemptReply;
  playerId: string;
};

/**
 * An answer to a question that is no longer open. The same answer sent again, because its
 * reply was lost on the way, gets the verdict it was given, whatever the clock says now
 * (decision 027); another choice or another question gets none, and its refusal stands.
 */
export function verdictOnRepeat(
  last: JudgedAnswer | undefined,
  attemptId: string,
  choice: Choice,
): AttemptReply | null {
  if (!last || last.attemptId !== attemptId || last.choice !== choice) return null;
  return last.reply;
}
