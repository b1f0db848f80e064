import { exports } from "cloudflare:workers";
import {
  BEARER_PROTOCOL_PREFIX,
  DEVICE_PROTOCOL_PREFIX,
  REALTIME_PROTOCOL,
} from "../../contract/realtime";
import { app } from "../index";
import { freshIp } from "./harness";

/** Every socket wait is bounded, so a missing message fails the test instead of hanging. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}

export type TestSocket = {
  socket: WebSocket;
  protocol: string | null;
  next: (ms?: number) => Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
};

export type SocketOptions = {
  /** Other bindings (e.g. a failing D1, to prove a handshake never reaches it). */
  bindings?: Env;
  /** The caller's address; a fresh one per socket unless given, as `call` does. */
  ip?: string;
  /** The device id a visitor's socket offers beside `quizzy.v1`. */
  deviceId?: string;
};

/** Opens a realtime socket through the Worker's real fetch entry, or through the app with `bindings`. */
export async function openSocket(
  path: "/api/ws" | "/admin/ws",
  token?: string,
  { bindings, ip = freshIp(), deviceId }: SocketOptions = {},
) {
  const protocols = [REALTIME_PROTOCOL];
  if (token) protocols.push(`${BEARER_PROTOCOL_PREFIX}${token}`);
  if (deviceId) protocols.push(`${DEVICE_PROTOCOL_PREFIX}${deviceId}`);
  const request = new Request(`http://quizzy.test${path}`, {
    headers: {
      Upgrade: "websocket",
      "Sec-WebSocket-Protocol": protocols.join(", "),
      "CF-Connecting-IP": ip,
    },
  });
  const response = bindings
    ? await app.request(request, undefined, bindings)
    : await exports.default.fetch(request);
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status} ${await response.text()}`);
  const queue: Record<string, unknown>[] = [];
  const waiters: ((message: Record<string, unknown>) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener("close", (event) =>
      resolve({ code: event.code, reason: event.reason }),
    ),
  );
  socket.accept();
  const next = (ms = 2000) => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return withTimeout(
      new Promise<Record<string, unknown>>((resolve) => waiters.push(resolve)),
      ms,
      `message on ${path}`,
    );
  };
  return {
    socket,
    protocol: response.headers.get("Sec-WebSocket-Protocol"),
    next,
    closed,
  } satisfies TestSocket;
}
