import { createServer } from "node:http";
import { WebSocketServer } from "ws";

/**
 * The raw Node `ws` reference for `npm run bench:fanout`, run in its own process: a new
 * socket gets the last message, and `POST /publish` (a game status as JSON) is turned
 * into one string and written to every socket. Usage: `tsx ws-broadcast-server.ts PORT`.
 */
const port = Number(process.argv[2]);
let last: string | null = null;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const message = JSON.stringify({
      type: "game",
      ...JSON.parse(Buffer.concat(chunks).toString()),
    });
    last = message;
    for (const socket of sockets.clients) socket.send(message);
    response.end("ok");
  });
});
const sockets = new WebSocketServer({
  server,
  handleProtocols: () => "quizzy.v1",
});
sockets.on("connection", (socket) => {
  if (last) socket.send(last);
});
server.listen(port, "127.0.0.1", () => process.send?.("ready"));
