import { countHit, type RateWindow } from "../domain/fixed-window";
import type { TooFast } from "../domain/run-replies";

/** Starting runs and answering: far above a human's pace, far below a script's. */
const PLAY_PACE = { limit: 120, windowMs: 60_000 };
const PACE_KEY = "pace";

/**
 * Counts one play call against the player's pace limit, in the player's own run object
 * rather than a shared limiter object: every play call goes there anyway, so the count
 * costs no extra round trip.
 */
export function countPlayCall(kv: SyncKvStorage, now: number): TooFast | null {
  const { verdict, window } = countHit(kv.get<RateWindow>(PACE_KEY), PLAY_PACE, now);
  if (window) kv.put(PACE_KEY, window);
  return verdict.allowed ? null : { kind: "too_fast", retryAfterMs: verdict.retryAfterMs };
}
