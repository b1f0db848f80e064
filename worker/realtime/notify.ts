import type { ServerMessage } from "../../contract/realtime";
import { allHubs, hubFor, userTag } from "./hubs";

/**
 * Socket pushes are hints (DESIGN.md section 6): clients re-read over HTTP after every
 * reconnect, so a push that fails never fails the request that sent it.
 */
export async function notifyPlayer(env: Env, playerId: string, message: ServerMessage) {
  await hubFor(env, userTag("player", playerId))
    .publishToUser("player", playerId, JSON.stringify(message))
    .catch(() => undefined);
}

export async function notifyAdmins(env: Env, message: ServerMessage) {
  const payload = JSON.stringify(message);
  await Promise.allSettled(allHubs(env).map((hub) => hub.publishToAudience("admin", payload)));
}
