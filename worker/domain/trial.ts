import type { GameStatus } from "../../contract/game";
import { boundedImageGraceMs, isLate } from "./deadline";
import type { RunSettings } from "./run-settings";
import type { Choice } from "./scoring";

/**
 * The visitor trial's verdicts, pure (DESIGN.md section 4): one question per device,
 * only while the game is on, judged by the server's clock with the image grace and
 * network allowance of the admin's run settings. The routes read and write the trial;
 * these rules decide.
 */

export type TrialOutcome = "pending" | "correct" | "wrong" | "timeout";

/** The trial's question as the visitor may see it: its answer is not in it. */
export type TrialQuestion = {
  id: string;
  text: string;
  imageUrl: string | null;
  options: Record<Choice, string>;
  seconds: number;
};

/** A device's one trial. */
export type Trial = {
  question: TrialQuestion;
  correct: Choice;
  outcome: TrialOutcome;
  /** When the question was first served. */
  issuedAt: number;
  /** Null only on a trial stored without one: it never times out by the clock. */
  deadlineAt: number | null;
  /** What a win took from the reward pool; 0 when nothing (not won, or the pool was empty). */
  prizePaise: number;
};

/** The run settings the trial's clock follows. */
export type TrialClock = Pick<RunSettings, "imageGraceSeconds" | "answerGraceMs">;

/**
 * Prizes per address are counted over this window: a right answer from an address that
 * has won the admin's `trialPrizesPerAddressPerHour` within it wins nothing.
 */
export const TRIAL_PRIZE_WINDOW_MS = 60 * 60 * 1000;

/** The earliest win that still counts against its address at `now`. */
export const prizeWindowStart = (now: number) => now - TRIAL_PRIZE_WINDOW_MS;

/**
 * When an address whose prizes were won at `wonAt` may win one again under the admin's
 * bound: null when it may now. A win counts for one window from the moment it was won.
 */
export function nextPrizeForAddressAt(
  wonAt: readonly number[],
  settings: Pick<RunSettings, "trialPrizesPerAddressPerHour">,
  now: number,
): number | null {
  const counted = wonAt.filter((at) => at > prizeWindowStart(now)).sort((x, y) => x - y);
  const over = counted.length - settings.trialPrizesPerAddressPerHour;
  if (over < 0) return null;
  return (counted[over] ?? now) + TRIAL_PRIZE_WINDOW_MS;
}

/**
 * A new trial's deadline. The trial has no image report, so an image question gets the
 * image grace, bounded as a run's is (domain/deadline.ts), before its seconds; the screen
 * starts its own clock sooner when the image shows sooner.
 */
export function trialDeadline(
  question: Pick<TrialQuestion, "imageUrl" | "seconds">,
  clock: TrialClock,
  now: number,
): number {
  const imageGraceMs = question.imageUrl ? boundedImageGraceMs(clock.imageGraceSeconds * 1000) : 0;
  return now + imageGraceMs + question.seconds * 1000;
}

/**
 * While the game is paused no trial question is served or judged: the visitor sees the
 * pause instead. A closed trial (won, lost, timed out) is no question and
 * still shows.
 */
export function trialPaused(trial: Pick<Trial, "outcome"> | null, game: GameStatus): boolean {
  return game.Status === "off" && (trial === null || trial.outcome === "pending");
}

/**
 * A pause that ended while a trial was open restarts its clock, as it does a run's
 * question (domain/deadline.ts): the visitor could neither see nor answer it meanwhile.
 */
export function resumedTrial(trial: Trial, game: GameStatus, clock: TrialClock): Trial {
  if (trial.outcome !== "pending" || trial.deadlineAt === null) return trial;
  if (game.Status !== "on" || game.changedAt <= trial.issuedAt) return trial;
  const restarted = trialDeadline(
    { imageUrl: trial.question.imageUrl, seconds: trial.question.seconds },
    clock,
    game.changedAt,
  );
  return restarted > trial.deadlineAt ? { ...trial, deadlineAt: restarted } : trial;
}

/**
 * A pending trial past its deadline and the network allowance is a timeout, whoever
 * notices first; `expired` says it became one now, so the caller writes it.
 */
export function settleLate(
  trial: Trial,
  clock: TrialClock,
  now: number,
): { trial: Trial; expired: boolean } {
  const expired =
    trial.outcome === "pending" &&
    trial.deadlineAt !== null &&
    isLate(trial.deadlineAt, now, clock.answerGraceMs);
  return expired ? { trial: { ...trial, outcome: "timeout" }, expired } : { trial, expired };
}

export type TrialState =
  /**
   * `remainingMs` is at most the question's seconds; `clockStartsInMs` is what is left of
   * the image grace before them, so the two add up to the deadline.
   */
  | { kind: "open"; question: TrialQuestion; remainingMs: number; clockStartsInMs: number }
  /** `prizePaise` is 0 when the pool was empty. */
  | { kind: "won"; prizePaise: number }
  | { kind: "lost" }
  | { kind: "timed_out" };

/** What the visitor sees of their trial at `now`; a late one is settled before. */
export function trialStateAt(trial: Trial, now: number): TrialState {
  switch (trial.outcome) {
    case "correct":
      return { kind: "won", prizePaise: trial.prizePaise };
    case "wrong":
      return { kind: "lost" };
    case "timeout":
      return { kind: "timed_out" };
    case "pending": {
      const left = (trial.deadlineAt ?? now) - now;
      const allowedMs = trial.question.seconds * 1000;
      const remainingMs = Math.max(0, Math.min(allowedMs, left));
      const clockStartsInMs = Math.max(0, left - allowedMs);
      return { kind: "open", question: trial.question, remainingMs, clockStartsInMs };
    }
  }
}

/**
 * What an answer calls for: a close to write (late, right, wrong) or none. None carries
 * the right option: the trial's replies are SPEC.md's `Status` and `rupee`, and a visitor
 * is never handed the answer (a trial is cheap to repeat).
 */
export type TrialAnswerVerdict =
  | { kind: "not_this_question" }
  | { kind: "already_closed" }
  | { kind: "late" }
  | { kind: "right" }
  | { kind: "wrong" };

/** One answer per device, on the question it was served, in time by the server's clock. */
export function judgeTrialAnswer(
  trial: Trial,
  answer: { questionId: string; choice: Choice },
  clock: TrialClock,
  now: number,
): TrialAnswerVerdict {
  if (answer.questionId !== trial.question.id) return { kind: "not_this_question" };
  if (trial.outcome !== "pending") return { kind: "already_closed" };
  if (settleLate(trial, clock, now).expired) return { kind: "late" };
  return { kind: answer.choice === trial.correct ? "right" : "wrong" };
}

/**
 * What the visitor is told once the verdict's close is written. A close that did not
 * land lost to another close of the same trial: `already_closed`.
 */
export type TrialAnswerResult =
  | { kind: "timed_out" }
  | { kind: "already_closed" }
  /** `prizePaise` is 0 when nothing was won: the pool was empty, or the address had its prizes. */
  | { kind: "won"; prizePaise: number }
  | { kind: "wrong" };
