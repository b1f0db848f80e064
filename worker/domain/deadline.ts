import type { GameStatus } from "../../contract/game";
import { MAX_IMAGE_GRACE_MS } from "../../contract/question-clock";

/**
 * When a question's clock runs, pure (DESIGN.md section 4). An image question's clock
 * starts when the client reports the image loaded or failed, but never later than the
 * grace after issue. A pause of the whole game restarts the clock of a question that was
 * open across it: the player could not see or answer it meanwhile.
 */

/**
 * The image grace a clock honours: the setting, never more than `MAX_IMAGE_GRACE_MS`, here
 * and not only in the setting's bound, because a run keeps the settings it started with. A
 * longer wait let a player read the question, with the image blocked, on a clock that had
 * not started (docs/decisions/024).
 */
export const boundedImageGraceMs = (imageGraceMs: number) =>
  Math.min(Math.max(0, imageGraceMs), MAX_IMAGE_GRACE_MS);

export type ClockedAttempt = {
  issuedAt: number;
  hasImage: boolean;
  imageReadyAt: number | null;
  allowedSeconds: number;
};

function clockStartOf(attempt: ClockedAttempt, imageGraceMs: number): number {
  if (!attempt.hasImage) return attempt.issuedAt;
  const latest = attempt.issuedAt + boundedImageGraceMs(imageGraceMs);
  return attempt.imageReadyAt === null ? latest : Math.min(attempt.imageReadyAt, latest);
}

/** The clock start after any pause that ended while the question was open. */
export function effectiveClockStart(
  attempt: ClockedAttempt,
  game: GameStatus,
  imageGraceMs: number,
): number {
  const start = clockStartOf(attempt, imageGraceMs);
  return game.Status === "on" && game.changedAt > start ? game.changedAt : start;
}

export function deadlineOf(attempt: ClockedAttempt, game: GameStatus, imageGraceMs: number) {
  return effectiveClockStart(attempt, game, imageGraceMs) + attempt.allowedSeconds * 1000;
}

/** Whether the clock is running yet: an image question waits for its image or grace. */
export function clockRunning(attempt: ClockedAttempt, now: number, imageGraceMs: number): boolean {
  return clockStartOf(attempt, imageGraceMs) <= now;
}

/**
 * Milliseconds until the clock starts whether the image came or not; 0 once it runs. With
 * `remainingMs` it gives the client the latest deadline the server can hold.
 */
export function clockStartsInMs(
  attempt: ClockedAttempt,
  game: GameStatus,
  now: number,
  imageGraceMs: number,
): number {
  return Math.max(0, effectiveClockStart(attempt, game, imageGraceMs) - now);
}

/** Milliseconds left on the clock, never negative, the full time while it has not started. */
export function remainingMs(
  attempt: ClockedAttempt,
  game: GameStatus,
  now: number,
  imageGraceMs: number,
): number {
  const start = effectiveClockStart(attempt, game, imageGraceMs);
  const allowed = attempt.allowedSeconds * 1000;
  if (now < start) return allowed;
  return Math.max(0, start + allowed - now);
}

/** Late means after the deadline plus the network allowance. */
export function isLate(deadline: number, now: number, answerGraceMs: number): boolean {
  return now > deadline + answerGraceMs;
}

/**
 * The whole seconds a closed attempt used, as its countdown showed them (the allowed time
 * for a timeout or a forfeit). The verify reply and the player's ticket both show this one
 * number, so a report never disagrees with the result it came from.
 */
export function secondsUsed(attempt: {
  allowedSeconds: number;
  clockStartedAt: number | null;
  answeredAt: number | null;
}): number {
  if (attempt.answeredAt === null || attempt.clockStartedAt === null) {
    return attempt.allowedSeconds;
  }
  const usedMs = Math.max(0, attempt.answeredAt - attempt.clockStartedAt);
  return Math.min(attempt.allowedSeconds, Math.floor(usedMs / 1000));
}
