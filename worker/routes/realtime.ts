import type { Context } from "hono";
import { DEVICE_ID_PATTERN } from "../../contract/device-id";
import {
  BEARER_PROTOCOL_PREFIX,
  DEVICE_PROTOCOL_PREFIX,
  REALTIME_PROTOCOL,
  SOCKET_CLOSE_TOO_MANY,
  SOCKET_CLOSE_UNAUTHORIZED,
} from "../../contract/realtime";
import { gameRoutes } from "../../contract/routes/game";
import { admissionOf, type SocketOwner } from "../domain/socket-places";
import { SOCKET_ADMISSION_HEADER, SOCKET_PLACE_TAKEN_STATUS } from "../durable/socket-hub";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { HttpError } from "../http/errors";
import { logEvent } from "../http/log";
import { handle, routerOf } from "../http/route-handlers";
import { deviceKeyOf } from "../identity/pseudonyms";
import { resolveSession } from "../identity/sessions";
import { hubFor } from "../realtime/hubs";

/**
 * Socket upgrades for `/api/ws` (players, and visitors without a token) and `/admin/ws`
 * (main admins only). The token arrives as the offered sub-protocol `bearer.<token>`;
 * a bad token gets a socket closed with 4401 so the client can tell it from a network
 * failure and stop retrying with it. A session holds at most a few sockets, and an
 * address without one a few more (domain/socket-places.ts); the next gets a socket closed
 * with 4429.
 */
function offeredProtocols(c: Context<AppEnv>): string[] {
  return (c.req.header("Sec-WebSocket-Protocol") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const offeredWith = (protocols: string[], prefix: string) =>
  protocols.find((p) => p.startsWith(prefix))?.slice(prefix.length);

function refuseSocket(c: Context<AppEnv>, code: number, reason: string): Response {
  logEvent(c, "warn", "socket_refused", { reason });
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.close(code, reason);
  return new Response(null, {
    status: 101,
    webSocket: client,
    headers: { "Sec-WebSocket-Protocol": REALTIME_PROTOCOL },
  });
}

async function connect(c: Context<AppEnv>, area: "player" | "admin"): Promise<Response> {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new HttpError(426, "upgrade_required", "This endpoint only accepts WebSocket upgrades");
  }
  const protocols = offeredProtocols(c);
  if (!protocols.includes(REALTIME_PROTOCOL)) {
    throw new HttpError(400, "bad_protocol", `Offer the "${REALTIME_PROTOCOL}" sub-protocol`);
  }
  const owner = await ownerOf(c, area, protocols);
  if (!owner) return refuseSocket(c, SOCKET_CLOSE_UNAUTHORIZED, "invalid or expired session");

  // The hub learns only who the socket belongs to: not the token or the device id, nor
  // the client's other headers (the runtime completes the handshake from the response).
  const admission = admissionOf(owner);
  const upgraded = await hubFor(c.env, admission.hubKey).fetch(c.req.url, {
    headers: { Upgrade: "websocket", [SOCKET_ADMISSION_HEADER]: JSON.stringify(admission) },
  });
  if (upgraded.status === SOCKET_PLACE_TAKEN_STATUS) {
    return refuseSocket(c, SOCKET_CLOSE_TOO_MANY, "too many sockets");
  }
  // A fresh response, because the hub's headers are immutable and the Worker adds its own.
  return new Response(null, {
    status: upgraded.status,
    webSocket: upgraded.webSocket,
    headers: upgraded.headers,
  });
}

/**
 * Who the socket is for: the session behind the offered token, or a visitor by address
 * and offered device id; null for a token that opens nothing (or none on the admins'
 * socket). A device id of the wrong shape is a 400, as a missing `quizzy.v1` is.
 */
async function ownerOf(
  c: Context<AppEnv>,
  area: "player" | "admin",
  protocols: string[],
): Promise<SocketOwner | null> {
  const token = offeredWith(protocols, BEARER_PROTOCOL_PREFIX);
  if (token || area === "admin") {
    const role = area === "admin" ? "admin" : "player";
    const session = token ? await resolveSession(c.var.db, role, token, Date.now()) : null;
    return session ? { audience: role, subjectId: session.subjectId, sessionId: session.id } : null;
  }
  const deviceId = offeredWith(protocols, DEVICE_PROTOCOL_PREFIX);
  if (deviceId !== undefined && !DEVICE_ID_PATTERN.test(deviceId)) {
    throw new HttpError(
      400,
      "bad_protocol",
      "The device sub-protocol must carry a device id: 8 to 64 letters, digits, hyphens or underscores",
    );
  }
  return {
    audience: "visitor",
    addressBucket: clientBucket(c),
    deviceKey: deviceId === undefined ? null : await deviceKeyOf(deviceId),
  };
}

export const playerSocketRoutes = routerOf([
  handle(gameRoutes.playerSocket, (c) => connect(c, "player")),
]);
export const adminSocketRoutes = routerOf([
  handle(gameRoutes.adminSocket, (c) => connect(c, "admin")),
]);
