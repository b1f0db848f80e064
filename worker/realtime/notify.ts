import type { ServerMessage } from "../../contract/realtime";
import { userTag } from "../domain/socket-places";
import { allHubs, hubFor } from "./hubs";

/**
 * Socket pushes are hints (DESIGN.md section 6): clients re-read over HTTP after every
 * reconnect, so a push that fails never fails the request that sent it. It is logged, so
 * a hub that drops pushes shows.
 */
function logFailedPush(
  audience: "player" | "admin" | "everyone",
  message: ServerMessage,
  error: unknown,
) {
  const detail = error instanceof Error ? error.message : String(error);
  console.warn(
    JSON.stringify({ level: "warn", event: "push_failed", audience, type: message.type, detail }),
  );
}

export async function notifyPlayer(env: Env, playerId: string, message: ServerMessage) {
  await hubFor(env, userTag("player", playerId))
    .publishToUser("player", playerId, JSON.stringify(message))
    .catch((error: unknown) => logFailedPush("player", message, error));
}

export async function notifyAdmins(env: Env, message: ServerMessage) {
  const payload = JSON.stringify(message);
  await Promise.all(
    allHubs(env).map((hub) =>
      hub
        .publishToAudience("admin", payload)
        .catch((error: unknown) => logFailedPush("admin", message, error)),
    ),
  );
}

/**
 * One message for everyone online, visitors included, through every hub at once: a live
 * show is public. Serialised once; a hub that fails is logged and the others still send.
 */
export async function notifyEveryone(env: Env, message: ServerMessage) {
  const payload = JSON.stringify(message);
  await Promise.all(
    allHubs(env).map((hub) =>
      hub
        .publishToAll(payload)
        .catch((error: unknown) => logFailedPush("everyone", message, error)),
    ),
  );
}
