import PartySocket, { type CloseEvent } from "partysocket/ws";
import {
  BEARER_PROTOCOL_PREFIX,
  DEVICE_PROTOCOL_PREFIX,
  REALTIME_PROTOCOL,
  type ServerMessage,
  SOCKET_CLOSE_UNAUTHORIZED,
  serverMessage,
} from "../../../contract/realtime";
import { pathTo } from "../../../contract/route";
import { gameRoutes } from "../../../contract/routes/game";
import { readExistingDeviceId } from "../device-id";
import { readStored, subscribeStored } from "../storage";

/** The areas with a socket: players (or visitors, without a session) and main admins. */
export type RealtimeAudience = "player" | "admin";

/** Where a socket's traffic goes: each valid message, and a resync on every (re)open. */
export type RealtimeSink = {
  deliver: (message: ServerMessage) => void;
  resync: () => void;
};

const areas = {
  player: { path: pathTo(gameRoutes.playerSocket), tokenKey: "ssid" },
  admin: { path: pathTo(gameRoutes.adminSocket), tokenKey: "token" },
} as const;

/** Idle sockets are dropped by proxies after about a minute; the server answers "pong" itself. */
const KEEP_ALIVE_MS = 30_000;

function socketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

/**
 * What a connect offers: the session when there is one; else, on the players' socket, the
 * device id this browser already has, so the admins count one visitor's tabs as one.
 */
function protocolsFor(audience: RealtimeAudience, token: string | null): string[] {
  if (token) return [REALTIME_PROTOCOL, `${BEARER_PROTOCOL_PREFIX}${token}`];
  const deviceId = audience === "player" ? readExistingDeviceId() : null;
  return deviceId
    ? [REALTIME_PROTOCOL, `${DEVICE_PROTOCOL_PREFIX}${deviceId}`]
    : [REALTIME_PROTOCOL];
}

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Opens the area's one socket and keeps it open until the returned function is called.
 * partysocket reconnects with backoff; the token is read from storage before every
 * connect, so a sign-in or sign-out (in this tab or another) takes effect on the next
 * one. A token the server refused (close 4401) is never offered again: a player goes on
 * as a visitor, an admin socket stays closed until a different token is stored. A close
 * with 4429 (this session or address holds too many sockets) is retried with the same
 * backoff, by when one of them may have closed.
 */
export function openRealtimeSocket(audience: RealtimeAudience, sink: RealtimeSink): () => void {
  const { path, tokenKey } = areas[audience];
  let refusedToken: string | null = null;
  const usableToken = () => {
    const token = readStored(tokenKey);
    return token && token !== refusedToken ? token : null;
  };
  let offeredToken = usableToken();

  const socket = new PartySocket(
    socketUrl(path),
    async () => {
      offeredToken = usableToken();
      return protocolsFor(audience, offeredToken);
    },
    {
      // The server refuses an admin socket without a token, so it waits for one.
      startClosed: audience === "admin" && offeredToken === null,
      // Jitter spreads the reconnects of every client after a deploy drops them all at once.
      minReconnectionDelay: 1000 + Math.random() * 4000,
      maxReconnectionDelay: 30_000,
      reconnectionDelayGrowFactor: 1.5,
      shouldReconnectOnClose: (event: CloseEvent) => {
        if (event.code !== SOCKET_CLOSE_UNAUTHORIZED) return true;
        refusedToken = offeredToken;
        return audience === "player";
      },
    },
  );

  socket.addEventListener("open", () => sink.resync());
  socket.addEventListener("message", (event) => {
    const message = parseMessage(event.data);
    if (message) sink.deliver(message);
  });

  const stopWatchingToken = subscribeStored(() => {
    const token = usableToken();
    if (token === offeredToken) return;
    if (audience === "admin" && token === null) socket.close();
    else socket.reconnect();
  });

  const keepAlive = setInterval(() => {
    if (socket.readyState === PartySocket.OPEN) socket.send("ping");
  }, KEEP_ALIVE_MS);

  return () => {
    clearInterval(keepAlive);
    stopWatchingToken();
    socket.close();
  };
}
