import type { GameStatus } from "../../contract/game";
import { gameRoom } from "./hubs";

/**
 * The switch as the answer path reads it: cached per isolate for a second, so a busy
 * play loop does not queue every request on the one GameRoom object (DESIGN.md section
 * 7). A second of staleness only delays when a pause is noticed, by at most a second.
 */
const CACHE_MS = 1000;
let cached: { status: GameStatus; readAt: number } | null = null;

export async function readGameStatus(env: Env, now = Date.now()): Promise<GameStatus> {
  if (cached && now - cached.readAt < CACHE_MS) return cached.status;
  const status = await gameRoom(env).status();
  cached = { status, readAt: now };
  return status;
}

/** After this isolate flips the switch it must not serve its own stale copy. */
export function forgetGameStatus(): void {
  cached = null;
}
