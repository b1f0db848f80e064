import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A local stand-in for the edge's front door. Browsers reach Cloudflare over TLS with
 * HTTP/2 (or 3): every file of a page shares one connection. `wrangler dev` speaks plain
 * HTTP/1.1, where a browser opens at most six connections to the origin and queues the
 * rest, and Lighthouse's simulation models exactly what it observed. This front ends TLS
 * and HTTP/2 as the edge does and hands each request, bytes unchanged, to the local
 * server over HTTP/1.1, so an audit can see the pages as production serves them
 * (`npm run lighthouse -- --http2`, docs/PERFORMANCE.md).
 *
 * WebSockets stay on HTTP/1.1 (a browser asks for one with an `Upgrade` request unless the
 * server offers WebSockets over HTTP/2, which this front does not): their bytes are piped
 * through as they are.
 */
export type Http2Front = { url: string; stop: () => Promise<void> };

/** Headers about one connection, not the message: HTTP/2 forbids them (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
]);

function messageHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(":") && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

/** A certificate for `localhost`, made by openssl for this run only (the browser is told to accept it). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "quizzy-http2-front-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", "/CN=localhost"],
        ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(folder, "key.pem")),
      cert: readFileSync(join(folder, "cert.pem")),
    };
  } catch (error) {
    throw new Error("The HTTP/2 front needs openssl to make its certificate", { cause: error });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Serves `https://localhost:<port>` over HTTP/2 in front of the HTTP/1.1 server at `target`
 * (port 0: any free one; `url` says which).
 */
export async function startHttp2Front(target: string, port: number): Promise<Http2Front> {
  const origin = new URL(target);
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });

  server.on("request", (request, response) => {
    const forwarded = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        // The browser's own Host, as the edge passes it on; HTTP/2 carries it as :authority.
        headers: {
          ...messageHeaders(request.headers),
          host: request.headers[":authority"] ?? request.headers.host,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, messageHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  server.on("upgrade", (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  // Closing waits for open connections; a page's sockets and kept-alive streams would hold it.
  const connections = new Set<net.Socket>();
  server.on("secureConnection", (connection: net.Socket) => {
    connections.add(connection);
    connection.on("close", () => connections.delete(connection));
  });
  return {
    url: `https://localhost:${(server.address() as net.AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const connection of connections) connection.destroy();
      }),
  };
}
