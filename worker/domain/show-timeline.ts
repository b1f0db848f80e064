import type { ShowStatus } from "../../contract/shows";

/**
 * A live show's clock (decision 032), pure: every moment of a show follows from its start,
 * its question count and its seconds per question, so the routes and the show's object
 * agree on where it stands without asking each other. Times are epoch ms on the server's
 * clock.
 */

/** The lobby opens this long before the start; before that the show is only scheduled. */
export const LOBBY_OPENS_MS = 10 * 60_000;
/** Answers sent just before the close are still taken this long after it (network time). */
export const ANSWER_GRACE_MS = 1000;
/** How long a reveal stays on screen before the next question opens. */
export const REVEAL_MS = 5000;

/** What the clock needs to know of a show; `status` is what D1 stores (lobby and live are derived). */
export type ShowClock = {
  startsAt: number;
  questionCount: number;
  secondsPerQuestion: number;
  status: "scheduled" | "ended" | "cancelled";
};

type Shape = Pick<ShowClock, "startsAt" | "questionCount" | "secondsPerQuestion">;

const windowMs = (show: Shape) => show.secondsPerQuestion * 1000;
const periodMs = (show: Shape) => windowMs(show) + ANSWER_GRACE_MS + REVEAL_MS;

/** When question `index` (zero-based) opens: the first moment any byte of it may leave the server. */
export const openAt = (show: Shape, index: number) => show.startsAt + index * periodMs(show);
/** The wire's `closesAt`: the end of the window the player sees. */
export const closesAt = (show: Shape, index: number) => openAt(show, index) + windowMs(show);
/** When the reveal goes out: the grace after the close, when no more answers are taken. */
export const revealAt = (show: Shape, index: number) => closesAt(show, index) + ANSWER_GRACE_MS;
/** When the survivors are paid: the last reveal's time on screen after it. */
export const endsAt = (show: Shape) => revealAt(show, show.questionCount - 1) + REVEAL_MS;

/** Whether an answer to `index` at `now` is in time: from its opening to the close plus the grace. */
export const answerInTime = (show: Shape, index: number, now: number) =>
  index >= 0 &&
  index < show.questionCount &&
  now >= openAt(show, index) &&
  now <= closesAt(show, index) + ANSWER_GRACE_MS;

/**
 * Where the show stands at `now`. `index` is the question the state speaks of (-1 before
 * the first opens); `open` is whether its window is still open for players to see,
 * `revealed` whether its reveal has gone out.
 */
export type ShowPhase = {
  status: ShowStatus;
  index: number;
  open: boolean;
  revealed: boolean;
};

export function phaseAt(show: ShowClock, now: number): ShowPhase {
  const last = show.questionCount - 1;
  if (show.status === "cancelled") {
    return { status: "cancelled", index: -1, open: false, revealed: false };
  }
  if (show.status === "ended" || now >= endsAt(show)) {
    return { status: "ended", index: last, open: false, revealed: true };
  }
  if (now < show.startsAt) {
    const status = now < show.startsAt - LOBBY_OPENS_MS ? "scheduled" : "lobby";
    return { status, index: -1, open: false, revealed: false };
  }
  const index = Math.min(last, Math.floor((now - show.startsAt) / periodMs(show)));
  return {
    status: "live",
    index,
    open: now < closesAt(show, index),
    revealed: now >= revealAt(show, index),
  };
}

/**
 * The steps the show's object takes, in order: question i goes out, its reveal goes out,
 * and at last the survivors are paid. A step is numbered by its place, so the object
 * stores only the number of the last one done.
 */
export type ShowStep =
  | { kind: "question"; index: number }
  | { kind: "reveal"; index: number }
  | { kind: "end" };

export const stepCount = (show: Shape) => 2 * show.questionCount + 1;

export function stepAt(show: Shape, place: number): { step: ShowStep; at: number } | null {
  if (place < 0 || place >= stepCount(show)) return null;
  if (place === stepCount(show) - 1) return { step: { kind: "end" }, at: endsAt(show) };
  const index = Math.floor(place / 2);
  return place % 2 === 0
    ? { step: { kind: "question", index }, at: openAt(show, index) }
    : { step: { kind: "reveal", index }, at: revealAt(show, index) };
}

/**
 * The steps after `lastDone` whose moment has come, in order: an alarm that fires late
 * does each missed step once, and one that fires twice finds nothing left to do.
 */
export function dueSteps(show: Shape, lastDone: number, now: number): number[] {
  const due: number[] = [];
  for (let place = lastDone + 1; place < stepCount(show); place++) {
    const next = stepAt(show, place);
    if (!next || next.at > now) break;
    due.push(place);
  }
  return due;
}

/** When the step after `lastDone` is due, or null when the show has taken every step. */
export const nextStepAt = (show: Shape, lastDone: number) => stepAt(show, lastDone + 1)?.at ?? null;
