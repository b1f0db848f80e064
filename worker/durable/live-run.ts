import type { GameStatus } from "../../contract/game";
import type { Choice, QuestionFetchResponse, ServedQuestionView } from "../../contract/play";
import type { ClosedAttempt, QueuedQuestion } from "../data/play/runs";
import { effectiveClockStart, remainingMs } from "../domain/deadline";
import type { RunSettings } from "../domain/run-settings";
import type { AttemptOutcome } from "../domain/scoring";
import { newId } from "../ids";

/** The shape of a run while it is live in its PlayerRun object's storage. */

export type LiveAttempt = {
  id: string;
  position: number;
  questionId: string;
  issuedAt: number;
  hasImage: boolean;
  imageReadyAt: number | null;
  allowedSeconds: number;
  correct: Choice;
  text: string;
  options: [string, string, string, string];
  imageUrl: string;
  language: string;
  difficulty: string;
};

/** The question picked for the run's next turn, with any extra seconds a refund gave. */
export type QueuedTurn = { question: QueuedQuestion; extraSeconds: number };

export type LiveRun = {
  id: string;
  playerId: string;
  languageId: string;
  settings: RunSettings;
  correctCount: number;
  timeUsedMs: number;
  timeAllowedMs: number;
  nextPosition: number;
  attempt: LiveAttempt | null;
  queued: QueuedTurn | null;
};

export const graceMs = (run: LiveRun) => run.settings.imageGraceSeconds * 1000;

export function progressOf(run: LiveRun) {
  return { correctCount: run.correctCount, timeUsedMs: run.timeUsedMs };
}

export function attemptFrom(turn: QueuedTurn, position: number, now: number): LiveAttempt {
  const { question } = turn;
  return {
    id: newId(),
    position,
    questionId: question.id,
    issuedAt: now,
    hasImage: Boolean(question.imageUrl),
    imageReadyAt: null,
    allowedSeconds: question.seconds + turn.extraSeconds,
    correct: question.answer as Choice,
    text: question.text,
    options: [question.optionA, question.optionB, question.optionC, question.optionD],
    imageUrl: question.imageUrl ?? "",
    language: question.languageId,
    difficulty: question.difficulty,
  };
}

/** How a run ends on the question that ends it. */
export function runStatusAfter(outcome: AttemptOutcome): "won" | "lost" | "timeout" {
  if (outcome === "correct") return "won";
  return outcome === "wrong" ? "lost" : "timeout";
}

export function unavailable(
  reason: "no_run" | "game_off" | "no_questions",
  message: string,
): QuestionFetchResponse {
  return { Status: "BAD", reason, message };
}

/** What the player sees of the open question: never its answer. */
export function questionView(
  run: LiveRun,
  attempt: LiveAttempt,
  game: GameStatus,
  now: number,
): ServedQuestionView {
  const grace = graceMs(run);
  return {
    _id: attempt.id,
    Qno: attempt.position,
    Question: attempt.text,
    a: attempt.options[0],
    b: attempt.options[1],
    c: attempt.options[2],
    d: attempt.options[3],
    img: attempt.imageUrl,
    seconds: attempt.allowedSeconds,
    remainingMs: remainingMs(attempt, game, now, grace),
    clockRunning: effectiveClockStart(attempt, game, grace) <= now,
    cat: attempt.language,
    tough: attempt.difficulty,
  };
}

/** The D1 record of an attempt as it closes. */
export function closedRecord(
  run: LiveRun,
  attempt: LiveAttempt,
  outcome: ClosedAttempt["outcome"],
  answer: Choice | null,
  clockStartedAt: number,
  answeredAt: number | null,
): ClosedAttempt {
  return {
    id: attempt.id,
    runId: run.id,
    playerId: run.playerId,
    questionId: attempt.questionId,
    position: attempt.position,
    issuedAt: attempt.issuedAt,
    allowedSeconds: attempt.allowedSeconds,
    clockStartedAt,
    deadlineAt: clockStartedAt + attempt.allowedSeconds * 1000,
    outcome,
    answer,
    answeredAt,
  };
}
