import type { GameStatus } from "../../contract/game";
import type { ReceiptQuestion } from "../../contract/receipts";
import { clockStartsInMs, effectiveClockStart, remainingMs } from "./deadline";
import type { RunSettings } from "./run-settings";
import type { AttemptOutcome, Choice } from "./scoring";

/**
 * A run while it is live, as its PlayerRun object stores it (decision 008: the open
 * question, its clock and the next question live there, not in D1); the records a run
 * hands to D1 when a question closes or the run ends; and how one shape is made from
 * another. The transitions between them are in `run-machine.ts`.
 */

/** A live-bank question as a run holds it between its pick and its turn. */
export type RunQuestion = {
  id: string;
  text: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  answer: string;
  imageUrl: string | null;
  seconds: number;
  languageId: string;
  difficulty: string;
};

/** The question picked for the run's next turn, with any extra seconds a refund gave. */
export type QueuedTurn = { question: RunQuestion; extraSeconds: number };

/**
 * A refund's extra seconds, owed on the next run's first question: a fresh question,
 * since the refunded one's answer was shown when it closed.
 */
export type OwedSeconds = { extraSeconds: number };

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

export type LiveRun = {
  id: string;
  playerId: string;
  languageId: string;
  /** The settings the run started with; an admin's change reaches the next run. */
  settings: RunSettings;
  correctCount: number;
  timeUsedMs: number;
  timeAllowedMs: number;
  nextPosition: number;
  attempt: LiveAttempt | null;
  queued: QueuedTurn | null;
};

/** The D1 record of an attempt, written once, when it closes. */
export type ClosedAttempt = {
  id: string;
  runId: string;
  playerId: string;
  questionId: string;
  position: number;
  issuedAt: number;
  allowedSeconds: number;
  clockStartedAt: number;
  deadlineAt: number;
  outcome: AttemptOutcome | "forfeited";
  answer: Choice | null;
  /** When the server judged the answer; null when none was given in time. */
  answeredAt: number | null;
};

/** The run row's final progress, written when the run ends. */
export type RunEnd = {
  status: "won" | "lost" | "timeout" | "forfeited";
  correctCount: number;
  timeUsedMs: number;
  stars: number | null;
};

/**
 * What an attempt's receipt says beyond its D1 record, fixed as it closes so
 * that signing the same closing again gives the same receipt.
 */
export type ReceiptFacts = { question: ReceiptQuestion; closedAt: number };

/** Everything one closed question changes in D1: its record, the run's end, its rewards. */
export type AttemptClosing = {
  attempt: ClosedAttempt;
  /** Set when this question ends the run. */
  runEnd: RunEnd | null;
  coins: number;
  coupon: { id: string; valuePaise: number } | null;
  receiptFacts: ReceiptFacts;
};

export const imageGraceMs = (run: LiveRun) => run.settings.imageGraceSeconds * 1000;

export function progressOf(run: LiveRun) {
  return { correctCount: run.correctCount, timeUsedMs: run.timeUsedMs };
}

/** The open question as the player may see it: its answer is not in it. */
export type ServedQuestion = {
  attemptId: string;
  position: number;
  text: string;
  options: Record<Choice, string>;
  imageUrl: string;
  allowedSeconds: number;
  /** What is left on the server's clock; the full time while it has not started. */
  remainingMs: number;
  /** False while an image question waits for its image report. */
  clockRunning: boolean;
  /** Until the clock starts whether the image came or not (at most the bounded grace); 0 once it runs. */
  clockStartsInMs: number;
  language: string;
  difficulty: string;
  /** Where the run stands: only closed questions count, so nothing here tells the open one. */
  progress: RunProgress;
};

/** The run's place for the question screen: its length, right answers and coins. */
type RunProgress = {
  runId: string;
  questionsInRun: number;
  streak: number;
  coinsSoFar: number;
};

/** The queued turn opened as attempt `id`; its clock is counted from `now`. */
export function attemptFrom(
  turn: QueuedTurn,
  id: string,
  position: number,
  now: number,
): LiveAttempt {
  const { question } = turn;
  return {
    id,
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

export function servedQuestion(
  run: LiveRun,
  attempt: LiveAttempt,
  game: GameStatus,
  now: number,
): ServedQuestion {
  const grace = imageGraceMs(run);
  return {
    attemptId: attempt.id,
    position: attempt.position,
    text: attempt.text,
    options: {
      a: attempt.options[0],
      b: attempt.options[1],
      c: attempt.options[2],
      d: attempt.options[3],
    },
    imageUrl: attempt.imageUrl,
    allowedSeconds: attempt.allowedSeconds,
    remainingMs: remainingMs(attempt, game, now, grace),
    clockRunning: effectiveClockStart(attempt, game, grace) <= now,
    clockStartsInMs: clockStartsInMs(attempt, game, now, grace),
    language: attempt.language,
    difficulty: attempt.difficulty,
    progress: {
      runId: run.id,
      questionsInRun: run.settings.questionsPerRun,
      streak: run.correctCount,
      // Every right answer earned the run's coins, so the sum needs no ledger read.
      coinsSoFar: run.correctCount * run.settings.coinsPerCorrect,
    },
  };
}

/** The question as the player saw it, with its right option, for the receipt. */
export function receiptFactsOf(attempt: LiveAttempt, closedAt: number): ReceiptFacts {
  return {
    question: { text: attempt.text, options: attempt.options, correct: attempt.correct },
    closedAt,
  };
}

/** The attempt's record as it closes; its deadline follows from the clock it ran on. */
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
