import { execFileSync } from "node:child_process";
import http, { type IncomingMessage } from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Http2Front, startHttp2Front } from "./http2-front";

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** What the local server saw of each request, as the front forwarded it. */
const seen: IncomingMessage[] = [];

/** Stands in for wrangler dev: plain HTTP/1.1, an echo of the request, and a raw upgrade. */
const origin = http.createServer((request, response) => {
  seen.push(request);
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    response.setHeader("Content-Type", "text/plain");
    response.setHeader("X-Origin", "local");
    response.setHeader("Connection", "keep-alive");
    response.end(`${request.method} ${request.url} ${body}`);
  });
});
origin.on("upgrade", (request, socket) => {
  seen.push(request);
  socket.write(
    "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
  );
  socket.on("data", (data) => socket.write(`echo:${data}`));
});

let front: Http2Front;

const nextData = (socket: tls.TLSSocket) =>
  new Promise<string>((resolve) => socket.once("data", (data) => resolve(String(data))));

function request(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const stream = session.request(headers);
    let answer: http2.IncomingHttpHeaders = {};
    let text = "";
    stream.on("response", (received) => {
      answer = received;
    });
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      text += chunk;
    });
    stream.on("end", () => resolve({ headers: answer, text }));
    stream.on("error", reject);
    stream.end(body);
  });
}

describe.skipIf(!hasOpenssl)("the HTTP/2 front", () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    const { port } = origin.address() as AddressInfo;
    front = await startHttp2Front(`http://127.0.0.1:${port}`, 0);
  });
  afterAll(async () => {
    await front.stop();
    origin.close();
  });

  it("listens where it says, over TLS", () => {
    expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(front.url).not.toMatch(/:0$/);
  });

  it("answers GETs and POSTs over one HTTP/2 connection with the local server's bytes", async () => {
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    try {
      const get = await request(session, {
        ":path": "/assets/a.js?x=1",
        "cf-connecting-ip": "10.0.0.7",
      });
      expect(get.headers[":status"]).toBe(200);
      expect(get.text).toBe("GET /assets/a.js?x=1 ");
      expect(get.headers["x-origin"]).toBe("local");
      // A connection header from HTTP/1.1 has no place in an HTTP/2 answer.
      expect(get.headers.connection).toBeUndefined();

      const post = await request(session, { ":method": "POST", ":path": "/api/x" }, "payload");
      expect(post.text).toBe("POST /api/x payload");
    } finally {
      session.close();
    }
    const forwarded = seen.find((seenRequest) => seenRequest.url === "/assets/a.js?x=1");
    expect(forwarded?.headers["cf-connecting-ip"]).toBe("10.0.0.7");
    expect(forwarded?.headers.host).toBe(new URL(front.url).host);
  });

  it("pipes an HTTP/1.1 upgrade (a WebSocket's handshake) through both ways", async () => {
    const { port, hostname } = new URL(front.url);
    const socket = tls.connect({ port: Number(port), host: hostname, rejectUnauthorized: false });
    await new Promise((resolve) => socket.once("secureConnect", resolve));
    socket.write(
      `GET /api/ws HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
    );
    const handshake = await nextData(socket);
    expect(handshake).toContain("101 Switching Protocols");
    socket.write("ping");
    const echoed = await nextData(socket);
    expect(echoed).toBe("echo:ping");
    socket.destroy();
  });
});
