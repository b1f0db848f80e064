import { DurableObject } from "cloudflare:workers";
import type { SocketAudience } from "../../contract/realtime";
import { REALTIME_PROTOCOL } from "../../contract/realtime";
import { countPeople, type SocketAdmission, userTag } from "../domain/socket-places";
import { gameRoom } from "../realtime/hubs";

/** The request header the Worker sets after it has checked the socket: its admission, as JSON. */
export const SOCKET_ADMISSION_HEADER = "X-Quizzy-Socket-Admission";
/** The hub's answer when the socket's place is taken; the Worker then closes it with 4429. */
export const SOCKET_PLACE_TAKEN_STATUS = 429;

const LAST_GAME_KEY = "last-game";

/**
 * Holds a shard of the realtime sockets with the Hibernation API, so idle sockets cost
 * nothing. Each socket is tagged at accept with its audience, its user and its session
 * (a visitor's with its address and device); tags survive hibernation and are all a
 * message for one audience or one user needs, and all a count of places or people reads,
 * so the counts hold after an eviction and a closed socket frees its place (decision 019).
 * Publishing sends one pre-serialised string to every socket, with nothing else per
 * socket; a socket that fails to take it is closed and the loop goes on (decision 016).
 */
export class SocketHub extends DurableObject<Env> {
  /**
   * The current switch as the frame a new socket gets first, serialised once per change
   * and kept in memory; storage keeps it across hibernation.
   */
  private lastGameFrame: string | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const header = request.headers.get(SOCKET_ADMISSION_HEADER);
    if (!header) return new Response("missing socket admission", { status: 400 });
    const { tags, place } = JSON.parse(header) as SocketAdmission;
    // Counted and accepted with no await between, so racing handshakes cannot both take
    // the last place.
    if (this.ctx.getWebSockets(place.tag).length >= place.most) {
      return new Response(null, { status: SOCKET_PLACE_TAKEN_STATUS });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, tags);
    // The client shows the switch at once instead of waiting for its HTTP resync.
    server.send(this.lastGameFrame ?? (await this.loadLastGame()));
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { "Sec-WebSocket-Protocol": REALTIME_PROTOCOL },
    });
  }

  /**
   * A `game` message for everyone; kept so new sockets get it on connect. The sockets
   * have it before it is stored: a storage write would hold every send behind its commit.
   */
  publishGame(payload: string): number {
    this.lastGameFrame = payload;
    const delivered = this.sendAll(this.ctx.getWebSockets(), payload);
    this.ctx.storage.kv.put(LAST_GAME_KEY, payload);
    return delivered;
  }

  /**
   * A message for every socket of every audience, not kept for later sockets (a live
   * show's step: a socket that connects later reads the show's state over HTTP).
   */
  publishToAll(payload: string): number {
    return this.sendAll(this.ctx.getWebSockets(), payload);
  }

  /** A message for one audience (e.g. every admin). */
  publishToAudience(audience: SocketAudience, payload: string): number {
    return this.sendAll(this.ctx.getWebSockets(audience), payload);
  }

  /** A message for one user's sockets (e.g. their ticket was decided). */
  publishToUser(audience: SocketAudience, subjectId: string, payload: string): number {
    return this.sendAll(this.ctx.getWebSockets(userTag(audience, subjectId)), payload);
  }

  connectedCount(): number {
    return this.ctx.getWebSockets().length;
  }

  /**
   * People connected now, per audience, from each socket's tags. A reader's call (the
   * admins' dashboard), never a broadcast's: it reads every socket's tags once.
   */
  onlineByAudience(): Record<SocketAudience, number> {
    const sockets = this.ctx.getWebSockets();
    return countPeople(sockets.map((socket) => this.ctx.getTags(socket)));
  }

  /** The chaos control only (http/chaos-control.ts): the hub loses every socket at once. */
  chaosDropSockets(): number {
    const sockets = this.ctx.getWebSockets();
    for (const socket of sockets) socket.close(1012, "chaos: hub restarting");
    return sockets.length;
  }

  override webSocketMessage(): void {
    // Clients only listen; anything but the auto-answered "ping" is ignored.
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    // 1005, 1006 and 1015 describe how a socket ended; they may not be sent back.
    const reply = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
    try {
      ws.close(reply, reason);
    } catch {
      // The peer is already gone.
    }
  }

  override webSocketError(ws: WebSocket): void {
    ws.close(1011, "socket error");
  }

  private sendAll(sockets: WebSocket[], payload: string): number {
    let delivered = 0;
    for (const socket of sockets) {
      try {
        socket.send(payload);
        delivered++;
      } catch {
        try {
          socket.close(1011, "send failed");
        } catch {
          // Already gone; nothing more to do for this one.
        }
      }
    }
    return delivered;
  }

  /** After a restart or hibernation: from storage, or from the room on a fresh hub. */
  private async loadLastGame(): Promise<string> {
    const frame =
      this.ctx.storage.kv.get<string>(LAST_GAME_KEY) ?? (await gameRoom(this.env).gameMessage());
    this.lastGameFrame ??= frame;
    return this.lastGameFrame;
  }
}
