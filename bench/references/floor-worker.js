import { DurableObject } from "cloudflare:workers";

/**
 * The platform's floor for `npm run bench:fanout`: a bare hibernating Durable Object that
 * does nothing but hand a new socket the last message and loop `send` over its sockets.
 * The last message is kept in memory and, after the loop, in storage, since hibernation
 * empties memory. Its Worker only forwards. Nothing of Quizzy Edge runs here.
 */
export class FloorHub extends DurableObject {
  last = this.ctx.storage.kv.get("last") ?? null;

  async fetch(request) {
    if (request.headers.get("Upgrade") === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      if (this.last) server.send(this.last);
      return new Response(null, {
        status: 101,
        webSocket: client,
        headers: { "Sec-WebSocket-Protocol": "quizzy.v1" },
      });
    }
    const message = JSON.stringify({ type: "game", ...(await request.json()) });
    this.last = message;
    for (const socket of this.ctx.getWebSockets()) socket.send(message);
    this.ctx.storage.kv.put("last", message);
    return new Response("ok");
  }
}

export default {
  fetch(request, env) {
    return env.FLOOR_HUB.getByName("floor").fetch(request);
  },
};
