import type { GameStatus } from "../../contract/game";
import { deadlineOf, effectiveClockStart, isLate, secondsUsed } from "./deadline";
import {
  type AttemptClosing,
  attemptFrom,
  closedRecord,
  imageGraceMs,
  type LiveAttempt,
  type LiveRun,
  type OwedSeconds,
  progressOf,
  type RunEnd,
  type RunQuestion,
  receiptFactsOf,
  servedQuestion,
} from "./live-run";
import type {
  AnswerRefusal,
  AnswerReply,
  AttemptReply,
  QuestionFetch,
  RunStart,
} from "./run-replies";
import { type AttemptOutcome, type Choice, judge, verdictFor } from "./scoring";

/**
 * The run's rules as pure transitions (DESIGN.md section 4). Each takes the live run, the
 * event, the game switch and the clock, and returns the next run, the record for D1 and
 * the reply; the PlayerRun object only stores and sends what they return. Ids come in
 * from the caller, so every transition is deterministic.
 */

/**
 * A closed question: the run before it (to put back if D1 refuses the record), the run
 * after it (none when it ended the run), its record and the reply.
 */
export type Closed = {
  previous: LiveRun;
  next: LiveRun | undefined;
  closing: AttemptClosing;
  reply: AttemptReply;
};

/** A judged answer closes its question; a refused one closes nothing. */
export type AnswerJudgement =
  | { closed: Closed; reply: Extract<AnswerReply, { kind: "answered" }> }
  | { closed: null; reply: Extract<AnswerReply, { kind: "refused" }> };

/** An active run continues, even while the game is paused; a paused game opens none. */
export function startOf(
  active: LiveRun | undefined,
  game: GameStatus,
): RunStart | { kind: "open" } {
  if (active) return { kind: "started", runId: active.id, continued: true };
  if (game.Status === "off") return { kind: "refused", reason: "game_off" };
  return { kind: "open" };
}

/** A paid run before its first question, which carries any extra seconds a refund owes. */
export function openedRun(
  identity: Pick<LiveRun, "id" | "playerId" | "languageId" | "settings">,
  opening: { firstQuestion: RunQuestion | null },
  owed: OwedSeconds | undefined,
): LiveRun {
  const extraSeconds = owed?.extraSeconds ?? 0;
  return {
    ...identity,
    correctCount: 0,
    timeUsedMs: 0,
    timeAllowedMs: 0,
    nextPosition: 0,
    attempt: null,
    queued: opening.firstQuestion ? { question: opening.firstQuestion, extraSeconds } : null,
  };
}

export type Serving =
  /** No run, or the game is paused: nothing changes. */
  | { kind: "unavailable"; reply: QuestionFetch }
  /** `run` is the run to keep; `issued` says the queued question was opened for this call. */
  | { kind: "served"; run: LiveRun; issued: boolean; reply: QuestionFetch }
  | { kind: "timed_out"; closed: Closed; reply: QuestionFetch }
  /** Nothing left to serve in the player's language: the run ends as forfeited. */
  | { kind: "exhausted"; runId: string; runEnd: RunEnd; reply: QuestionFetch };

/**
 * The open question with the server's time left on it, or the queued one opened now as
 * `attemptId`. An open question already past its time closes as a timeout instead.
 */
export function serveQuestion(
  run: LiveRun | undefined,
  game: GameStatus,
  now: number,
  attemptId: string,
): Serving {
  if (!run) return { kind: "unavailable", reply: { kind: "unavailable", reason: "no_run" } };
  if (game.Status === "off") {
    return { kind: "unavailable", reply: { kind: "unavailable", reason: "game_off" } };
  }
  if (run.attempt) {
    if (hasTimedOut(run, run.attempt, game, now)) {
      const closed = close(run, run.attempt, "timeout", null, game, now);
      return { kind: "timed_out", closed, reply: { kind: "unavailable", reason: "timed_out" } };
    }
    const question = servedQuestion(run, run.attempt, game, now);
    return { kind: "served", run, issued: false, reply: { kind: "served", question } };
  }
  if (!run.queued) {
    return {
      kind: "exhausted",
      runId: run.id,
      runEnd: { ...progressOf(run), status: "forfeited", stars: null },
      reply: { kind: "unavailable", reason: "no_questions" },
    };
  }
  const attempt = attemptFrom(run.queued, attemptId, run.nextPosition, now);
  const next: LiveRun = { ...run, attempt, queued: null, nextPosition: run.nextPosition + 1 };
  const question = servedQuestion(next, attempt, game, now);
  return { kind: "served", run: next, issued: true, reply: { kind: "served", question } };
}

/**
 * The client's report that an image question's image loaded or failed: its clock starts
 * now. Only the first report moves the clock; `next` is null when there is nothing to store.
 */
export function reportImage(
  run: LiveRun | undefined,
  attemptId: string,
  now: number,
): { accepted: boolean; next: LiveRun | null } {
  const attempt = run?.attempt;
  if (!run || !attempt || attempt.id !== attemptId || !attempt.hasImage) {
    return { accepted: false, next: null };
  }
  if (attempt.imageReadyAt !== null) return { accepted: true, next: null };
  return { accepted: true, next: { ...run, attempt: { ...attempt, imageReadyAt: now } } };
}

/**
 * Judges an answer by the server's clock: after the deadline and the allowance it is a
 * timeout. Only the open attempt can be answered, once (`closed` is null when refused).
 */
export function answerQuestion(
  run: LiveRun | undefined,
  attemptId: string,
  choice: Choice,
  game: GameStatus,
  now: number,
): AnswerJudgement {
  const refused = (reason: AnswerRefusal) => ({
    closed: null,
    reply: { kind: "refused" as const, reason },
  });
  if (!run) return refused("no_run");
  const attempt = run.attempt;
  if (!attempt || attempt.id !== attemptId) return refused("closed");
  if (game.Status === "off") return refused("paused");
  const late = hasTimedOut(run, attempt, game, now);
  const outcome = judge(choice, attempt.correct, late);
  const closed = close(run, attempt, outcome, late ? null : choice, game, now);
  return { closed, reply: { kind: "answered", reply: closed.reply } };
}

export type AlarmCheck =
  | { kind: "idle" }
  | { kind: "early"; alarmAt: number }
  | { kind: "timed_out"; closed: Closed };

/**
 * What the timeout alarm does. Alarms run at least once and may come early, so only an
 * open question past its time times out. While the game is paused nothing times out: the
 * next fetch after the pause restarts the clock and arms the alarm again.
 */
export function checkAlarm(run: LiveRun | undefined, game: GameStatus, now: number): AlarmCheck {
  const attempt = run?.attempt;
  if (!run || !attempt || game.Status === "off") return { kind: "idle" };
  if (!hasTimedOut(run, attempt, game, now)) {
    return { kind: "early", alarmAt: timeoutAt(run, attempt, game) };
  }
  return { kind: "timed_out", closed: close(run, attempt, "timeout", null, game, now) };
}

/** Where the open question's alarm rings: the first millisecond it counts as late. */
export function alarmTimeOf(run: LiveRun, game: GameStatus): number | null {
  return run.attempt ? timeoutAt(run, run.attempt, game) : null;
}

/**
 * Leaving /play ends the run with the progress it had; an open question closes as
 * forfeited. A forfeit is never judged, so its record's clock is the issue time.
 */
export function forfeitRun(
  run: LiveRun,
  now: number,
): { runEnd: RunEnd; closing: AttemptClosing | null } {
  const runEnd: RunEnd = { ...progressOf(run), status: "forfeited", stars: null };
  if (!run.attempt) return { runEnd, closing: null };
  const attempt = closedRecord(run, run.attempt, "forfeited", null, run.attempt.issuedAt, null);
  const receiptFacts = receiptFactsOf(run.attempt, now);
  return { runEnd, closing: { attempt, runEnd, coins: 0, coupon: null, receiptFacts } };
}

/** Whether a closing's D1 batch ends with the pick of its run's next question. */
export function picksNextQuestion(
  run: LiveRun | undefined,
  closing: AttemptClosing,
): run is LiveRun {
  return run !== undefined && run.id === closing.attempt.runId && !closing.runEnd;
}

/**
 * The run once its closing batch has picked the next question (none left: null queued),
 * or undefined when the run moved on meanwhile and the pick no longer applies.
 */
export function withPickedQuestion(
  run: LiveRun | undefined,
  runId: string,
  question: RunQuestion | undefined,
): LiveRun | undefined {
  if (!run || run.id !== runId || run.attempt) return undefined;
  return { ...run, queued: question ? { question, extraSeconds: 0 } : null };
}

function hasTimedOut(run: LiveRun, attempt: LiveAttempt, game: GameStatus, now: number): boolean {
  return isLate(deadlineOf(attempt, game, imageGraceMs(run)), now, run.settings.answerGraceMs);
}

/** The first whole millisecond at which `hasTimedOut` holds. */
function timeoutAt(run: LiveRun, attempt: LiveAttempt, game: GameStatus): number {
  return deadlineOf(attempt, game, imageGraceMs(run)) + run.settings.answerGraceMs + 1;
}

/**
 * Closes one attempt: the run's progress with it, its record, its rewards and the reply.
 * A timeout used the whole time allowed; an answer, the time since its clock started.
 */
function close(
  run: LiveRun,
  attempt: LiveAttempt,
  outcome: AttemptOutcome,
  answer: Choice | null,
  game: GameStatus,
  now: number,
): Closed {
  const { settings } = run;
  const clockStart = effectiveClockStart(attempt, game, imageGraceMs(run));
  const allowedMs = attempt.allowedSeconds * 1000;
  const usedMs =
    outcome === "timeout" ? allowedMs : Math.min(allowedMs, Math.max(0, now - clockStart));
  const progressed: LiveRun = {
    ...run,
    attempt: null,
    correctCount: run.correctCount + (outcome === "correct" ? 1 : 0),
    timeUsedMs: run.timeUsedMs + usedMs,
    timeAllowedMs: run.timeAllowedMs + allowedMs,
  };
  const verdict = verdictFor(outcome, {
    correctSoFar: run.correctCount,
    questionsPerRun: settings.questionsPerRun,
    couponEvery: settings.couponEvery,
    timeUsedMs: progressed.timeUsedMs,
    timeAllowedMs: progressed.timeAllowedMs,
  });
  const coins = outcome === "correct" ? settings.coinsPerCorrect : 0;
  // One coupon per attempt at most, so its id follows from the attempt's.
  const coupon = verdict.earnsCoupon
    ? { id: `cpn-${attempt.id}`, valuePaise: settings.couponValuePaise }
    : null;
  const answeredAt = answer === null ? null : now;
  const record = closedRecord(run, attempt, outcome, answer, clockStart, answeredAt);
  const closing: AttemptClosing = {
    attempt: record,
    runEnd: verdict.runEnds
      ? { ...progressOf(progressed), status: runStatusAfter(outcome), stars: verdict.stars }
      : null,
    coins,
    coupon,
    receiptFacts: receiptFactsOf(attempt, now),
  };
  const reply: AttemptReply = {
    status: verdict.status,
    correct: attempt.correct,
    coins,
    couponId: coupon?.id ?? null,
    stars: verdict.stars,
    secondsUsed: secondsUsed(record),
  };
  return { previous: run, next: verdict.runEnds ? undefined : progressed, closing, reply };
}

function runStatusAfter(outcome: AttemptOutcome): RunEnd["status"] {
  if (outcome === "correct") return "won";
  return outcome === "wrong" ? "lost" : "timeout";
}
