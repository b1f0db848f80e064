import type { GameStatus, GameSwitchBody, PauseDuration } from "../../contract/game";

/**
 * The game switch's rules, pure: what a switch request or a due alarm turns the state
 * into. `now` is passed in so the rules are tested without clocks.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Few Minutes" has no automatic resume: an admin turns the game on by hand. */
export const PAUSE_LENGTH_MS: Record<PauseDuration, number | null> = {
  "5 Minutes": 5 * MINUTE,
  "10 Minutes": 10 * MINUTE,
  "30 Minutes": 30 * MINUTE,
  "Few Minutes": null,
  "1 Hour": HOUR,
  "1 Day": DAY,
  "2 Days": 2 * DAY,
  "3 Days": 3 * DAY,
};

/** A fresh deployment is open for play. */
export const INITIAL_GAME_STATUS: GameStatus = {
  Status: "on",
  text: "",
  resumeAt: null,
  changedAt: 0,
};

export function applySwitch(request: GameSwitchBody, now: number): GameStatus {
  if (request.status === "on") return { Status: "on", text: "", resumeAt: null, changedAt: now };
  const pause = PAUSE_LENGTH_MS[request.text];
  return {
    Status: "off",
    text: request.text,
    resumeAt: pause === null ? null : now + pause,
    changedAt: now,
  };
}

/** The state after the resume alarm, or null when nothing is due (alarms may repeat). */
export function resumeIfDue(current: GameStatus, now: number): GameStatus | null {
  if (current.Status !== "off" || current.resumeAt === null || current.resumeAt > now) return null;
  return { Status: "on", text: "", resumeAt: null, changedAt: now };
}

/** The audit log's words for one change of the switch (decision 011): on or off, why, until when. */
export function switchAuditFacts(before: GameStatus, after: GameStatus) {
  const state = ({ Status, text, resumeAt }: GameStatus) => ({ status: Status, text, resumeAt });
  return {
    summary:
      after.Status === "on"
        ? "Started the game"
        : after.resumeAt === null
          ? "Stopped the game until an admin starts it"
          : `Stopped the game for ${after.text}`,
    before: state(before),
    after: state(after),
  };
}

/**
 * The one alarm of the room serves two schedules: the end of a timed pause, and the retry
 * of bookkeeping that failed (`retryAt`, null when nothing is pending). The earliest wins;
 * null means no alarm.
 */
export function nextAlarmAt(current: GameStatus, retryAt: number | null): number | null {
  const resumeAt = current.Status === "off" ? current.resumeAt : null;
  if (resumeAt === null) return retryAt;
  if (retryAt === null) return resumeAt;
  return Math.min(resumeAt, retryAt);
}
