import type { GameStatus } from "../../contract/game";
import type { LiveRun, RunQuestion } from "../domain/live-run";
import {
  answerQuestion,
  type Closed,
  openedRun,
  serveQuestion,
  withPickedQuestion,
} from "../domain/run-machine";
import { DEFAULT_RUN_SETTINGS, type RunSettings } from "../domain/run-settings";
import type { Choice } from "../domain/scoring";

/**
 * Test fixtures, imported only by the run machine's Node tests: a fixed clock, the game
 * switch on and off, bank questions, and the moves of a run (issue, answer, play through).
 */

export const T0 = 1_800_000_000_000;
export const SECONDS = 20;
export const DEADLINE = T0 + SECONDS * 1000;
export const ALLOWANCE = DEFAULT_RUN_SETTINGS.answerGraceMs;
export const IMAGE_GRACE = DEFAULT_RUN_SETTINGS.imageGraceSeconds * 1000;

export const on = (changedAt = 0): GameStatus => ({
  Status: "on",
  text: "",
  resumeAt: null,
  changedAt,
});
export const ON = on();
export const OFF: GameStatus = {
  Status: "off",
  text: "Few Minutes",
  resumeAt: null,
  changedAt: T0,
};

export function bankQuestion(n: number, overrides: Partial<RunQuestion> = {}): RunQuestion {
  return {
    id: `q-${n}`,
    text: `Question ${n}?`,
    optionA: `Alpha ${n}`,
    optionB: `Bravo ${n}`,
    optionC: `Charlie ${n}`,
    optionD: `Delta ${n}`,
    answer: "b",
    imageUrl: null,
    seconds: SECONDS,
    languageId: "en",
    difficulty: "Easy",
    ...overrides,
  };
}

/**
 * The rewards the run tests count in: round numbers that show in the expectations,
 * whatever the shipped defaults (which the economy tests hold to account).
 */
const ROUND_REWARDS = { coinsPerCorrect: 10, couponValuePaise: 500 };

/** A fresh run whose first question is queued, with the defaults over `settings`. */
export function newRun(settings: Partial<RunSettings> = {}, first = bankQuestion(1)): LiveRun {
  return openedRun(
    {
      id: "run-1",
      playerId: "player-1",
      languageId: "en",
      settings: { ...DEFAULT_RUN_SETTINGS, ...ROUND_REWARDS, ...settings },
    },
    { firstQuestion: first },
    undefined,
  );
}

/** The run with its queued question issued at `at` as attempt `id`. */
export function issued(run: LiveRun, at = T0, id = "att-1"): LiveRun {
  const serving = serveQuestion(run, ON, at, id);
  if (serving.kind !== "served") throw new Error(`expected a question, got ${serving.kind}`);
  return serving.run;
}

/** The open attempt answered at `at`; fails the test if the answer was refused. */
export function answered(run: LiveRun, at: number, choice: Choice = "b", game = ON): Closed {
  const { closed, reply } = answerQuestion(run, run.attempt?.id ?? "", choice, game, at);
  if (!closed) throw new Error(`expected a verdict, got ${JSON.stringify(reply)}`);
  return closed;
}

/** Plays the run's remaining questions right, each answered `usedMs` after issue. */
export function playRight(run: LiveRun, usedMs: number): Closed[] {
  const closings: Closed[] = [];
  let current: LiveRun | undefined = run;
  for (let turn = 0; current; turn++) {
    const at = T0 + turn * 60_000;
    const closed = answered(issued(current, at, `att-${turn}`), at + usedMs);
    closings.push(closed);
    current = closed.next && withPickedQuestion(closed.next, run.id, bankQuestion(turn + 2));
  }
  return closings;
}
