import type { Context } from "hono";
import { Hono } from "hono";
import { adminPaths, apiPaths } from "../../contract/api-paths";
import {
  BEARER_PROTOCOL_PREFIX,
  REALTIME_PROTOCOL,
  SOCKET_CLOSE_UNAUTHORIZED,
  type SocketAudience,
} from "../../contract/realtime";
import { SOCKET_AUDIENCE_HEADER, SOCKET_SUBJECT_HEADER } from "../durable/socket-hub";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { logEvent } from "../http/log";
import { resolveSession } from "../identity/sessions";
import { hubFor } from "../realtime/hubs";

/**
 * Socket upgrades for `/api/ws` (players, and visitors without a token) and `/admin/ws`
 * (main admins only). The token arrives as the offered sub-protocol `bearer.<token>`;
 * a bad token gets a socket closed with 4401 so the client can tell it from a network
 * failure and stop retrying with it.
 */
function offeredProtocols(c: Context<AppEnv>): string[] {
  return (c.req.header("Sec-WebSocket-Protocol") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

function refuseSocket(c: Context<AppEnv>, reason: string): Response {
  logEvent(c, "warn", "socket_refused", { reason });
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.close(SOCKET_CLOSE_UNAUTHORIZED, reason);
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
  const token = protocols
    .find((p) => p.startsWith(BEARER_PROTOCOL_PREFIX))
    ?.slice(BEARER_PROTOCOL_PREFIX.length);

  let audience: SocketAudience = "visitor";
  let subjectId: string | null = null;
  if (token || area === "admin") {
    const role = area === "admin" ? "admin" : "player";
    const session = token ? await resolveSession(c.var.db, role, token, Date.now()) : null;
    if (!session) return refuseSocket(c, "invalid or expired session");
    audience = role;
    subjectId = session.subjectId;
  }

  // The hub learns only who the socket belongs to: not the token, nor the client's other
  // headers (the runtime completes the handshake from the response alone).
  const headers: Record<string, string> = {
    Upgrade: "websocket",
    [SOCKET_AUDIENCE_HEADER]: audience,
  };
  if (subjectId) headers[SOCKET_SUBJECT_HEADER] = subjectId;
  const hub = hubFor(c.env, subjectId ? `${audience}:${subjectId}` : crypto.randomUUID());
  const upgraded = await hub.fetch(c.req.url, { headers });
  // A fresh response, because the hub's headers are immutable and the Worker adds its own.
  return new Response(null, {
    status: upgraded.status,
    webSocket: upgraded.webSocket,
    headers: upgraded.headers,
  });
}

export const playerSocketRoutes = new Hono<AppEnv>().get(apiPaths.socket, (c) =>
  connect(c, "player"),
);
export const adminSocketRoutes = new Hono<AppEnv>().get(adminPaths.socket, (c) =>
  connect(c, "admin"),
);
