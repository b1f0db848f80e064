import type { GameSwitchBody } from "../../../contract/game";
import { gameRoutes } from "../../../contract/routes/game";
import { request } from "../api-client";
import { routeKey } from "../api-query";
import type { RealtimeAudience } from "../realtime/realtime-socket";

// Players read the public status: it needs no session, so a dead one cannot hide a pause.
const statusReads = {
  player: gameRoutes.gameStatus,
  admin: gameRoutes.adminGameStatus,
} as const;

/** The cache key of the game switch as an area reads it. */
export const gameStatusKey = (audience: RealtimeAudience) => routeKey(statusReads[audience]);

/** Reads the game switch as an area sees it. */
export const readGameStatus = (audience: RealtimeAudience, signal: AbortSignal) =>
  request(statusReads[audience], { signal });

/** A main admin starts the game or pauses it for a while. */
export const switchGame = (body: GameSwitchBody) => request(gameRoutes.gameSwitch, { body });
