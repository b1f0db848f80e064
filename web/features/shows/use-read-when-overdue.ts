import { useEffect, useEffectEvent } from "react";
import type { ShowView } from "../../../contract/shows";
import type { ShowState } from "./api";

// The design's timeline (decision 032): answers are taken for a second after a window
// closes, the reveal goes out then, and the next question opens five seconds after it;
// the lobby opens ten minutes before the start.
const GRACE_MS = 1_000;
const REVEAL_MS = 5_000;
const LOBBY_MS = 10 * 60_000;

/** How long past its moment a step may be before the screen asks, and the spread of that. */
const OVERDUE_MS = 3_000;
const SPREAD_MS = 5_000;

/**
 * When the show should next move on from `state`, on the device's clock: null once it is
 * over, or while the show's schedule is not known.
 */
export function nextStepAt(state: ShowState, show: ShowView | undefined): number | null {
  if (state.status === "live" && state.question && !state.reveal) {
    return state.question.closesAt + GRACE_MS - state.clockOffset;
  }
  if (!show) return null;
  const cycle = show.secondsPerQuestion * 1000 + GRACE_MS + REVEAL_MS;
  const onServer = {
    scheduled: show.startsAt - LOBBY_MS,
    lobby: show.startsAt,
    live: show.startsAt + (state.index + 1) * cycle,
    ended: null,
    cancelled: null,
  }[state.status];
  return onServer === null ? null : onServer - state.clockOffset;
}

/**
 * The fallback for a step the socket did not bring (a dropped message, a socket still
 * reconnecting): when the show should have moved on and has not, the state is read again,
 * once per step. Each device waits a random few seconds more, so a missed reveal never
 * brings every player's read at the same moment.
 */
export function useReadWhenOverdue(dueAt: number | null, read: () => void): void {
  const onOverdue = useEffectEvent(read);
  useEffect(() => {
    if (dueAt === null) return;
    const wait = dueAt + OVERDUE_MS + Math.random() * SPREAD_MS - Date.now();
    const timer = setTimeout(() => onOverdue(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [dueAt]);
}
