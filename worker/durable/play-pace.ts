import { countHit, type RateWindow } from "../domain/fixed-window";
import type { TooFast } from "../domain/run-replies";
import { StoredCell } from "./stored-cell";

/** Starting runs and answering: far above a human's pace, far below a script's. */
const PLAY_PACE = { limit: 120, windowMs: 60_000 };
const PACE_KEY = "pace";

/**
 * Counts one play call against the player's pace limit, in the player's own run object
 * rather than a shared limiter object: every play call goes there anyway, so the count
 * costs no extra round trip.
 */
export const playPaceCell = (kv: SyncKvStorage) => new StoredCell<RateWindow>(kv, PACE_KEY);

export function countPlayCall(pace: StoredCell<RateWindow>, now: number): TooFast | null {
  const { verdict, window } = countHit(pace.get(), PLAY_PACE, now);
  if (window) pace.set(window);
  return verdict.allowed ? null : { kind: "too_fast", retryAfterMs: verdict.retryAfterMs };
}
