import WebSocket from "ws";
import {
  REALTIME_PROTOCOL,
  type ServerMessage,
  type ShowMessage,
  serverMessage,
} from "../contract/realtime";
import { median, percentile } from "./stats";

/**
 * The load generator's sockets: each remembers when every message arrived and the last
 * switch state it saw, which is all the fan-out and reconnect measurements need. Every
 * message is parsed as the SPA parses it (`web/lib/realtime/realtime-socket.ts`: JSON,
 * then the contract's schema), so a server cannot look faster by sending what the app
 * could not read.
 */
export type Client = {
  socket: WebSocket;
  /**
   * The address the client says it comes from (`CF-Connecting-IP`, which the local
   * runtime keeps when a client sets it): one per client, as real visitors come from
   * many, so the server's cap on visitor sockets per address (20) never refuses the
   * bench's crowd and the sockets spread over the hubs as a crowd's would.
   */
  address: string;
  arrivals: number[];
  lastGame: ServerMessage | null;
  /** Messages that were not valid JSON of the contract's shape. */
  unreadable: number;
  /** Live show messages with when each arrived (epoch ms), for `bench:show`. */
  shows: { at: number; message: ShowMessage }[];
};

const CONNECT_TIMEOUT_MS = 30_000;
/** A server that refuses this often is broken, not busy: the bench stops and says so. */
const MOST_ATTEMPTS = 5;

function parseLikeTheSpa(data: WebSocket.RawData): ServerMessage | null {
  try {
    const parsed = serverMessage.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let addresses = 0;
/** A distinct private IPv4 address per client: 10.0.0.1, 10.0.0.2, … */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * Resolves once the socket has the current switch (the hub sends it on connect). A
 * player's socket offers its token as `bearer.<token>` in `protocols`.
 */
export function connect(wsUrl: string, client?: Client, protocols: string[] = []): Promise<Client> {
  const address = client?.address ?? nextAddress();
  const socket = new WebSocket(wsUrl, [REALTIME_PROTOCOL, ...protocols], {
    headers: { "CF-Connecting-IP": address },
  });
  const live: Client = client ?? {
    socket,
    address,
    arrivals: [],
    lastGame: null,
    unreadable: 0,
    shows: [],
  };
  live.socket = socket;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("connect timed out")), CONNECT_TIMEOUT_MS);
    let first = true;
    socket.on("message", (data) => {
      live.arrivals.push(performance.now());
      const message = parseLikeTheSpa(data);
      if (message?.type === "game") live.lastGame = message;
      else if (message?.type === "show") live.shows.push({ at: Date.now(), message });
      else if (!message) live.unreadable++;
      if (first) {
        first = false;
        clearTimeout(timer);
        resolve(live);
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Opens `count` sockets, `concurrency` handshakes at a time; times each and the whole. A
 * refused handshake is retried after a short jittered pause, as a client would, and
 * counted.
 */
export async function connectAll(wsUrl: string, count: number, concurrency: number) {
  const clients: Client[] = [];
  const connectTimes: number[] = [];
  let refused = 0;
  let next = 0;
  const opener = async () => {
    while (next < count) {
      next++;
      const started = performance.now();
      for (let attempt = 1; ; attempt++) {
        try {
          clients.push(await connect(wsUrl));
          break;
        } catch (error) {
          refused++;
          if (attempt === MOST_ATTEMPTS)
            throw new Error(`${wsUrl} refused ${attempt} times: ${error}`);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
        }
      }
      connectTimes.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, opener));
  return { clients, connectTimes, refused, totalMs: performance.now() - started };
}

/** Polls until every client has at least `count` messages or the timeout passes. */
export async function waitForArrivals(clients: Client[], count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && clients.some((c) => c.arrivals.length < count)) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * `flips` broadcasts to the connected sockets, each started by `trigger`; per flip, the
 * time from just before the trigger to each socket's receipt, and the median over flips.
 */
export async function timeBroadcasts(
  clients: Client[],
  flips: number,
  trigger: () => Promise<void>,
  timeoutMs = 15_000,
) {
  const perFlip: { first: number; p50: number; p99: number; max: number; lost: number }[] = [];
  for (let flip = 0; flip < flips; flip++) {
    const expected = (clients[0]?.arrivals.length ?? 0) + 1;
    const sentAt = performance.now();
    await trigger();
    await waitForArrivals(clients, expected, timeoutMs);
    const latencies = clients.flatMap((c) => {
      const arrival = c.arrivals[expected - 1];
      return arrival === undefined ? [] : [arrival - sentAt];
    });
    perFlip.push({
      first: Math.min(...latencies),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      lost: clients.length - latencies.length,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const of = (key: keyof (typeof perFlip)[number]) => median(perFlip.map((f) => f[key]));
  return {
    first: of("first"),
    p50: of("p50"),
    p99: of("p99"),
    max: of("max"),
    lost: perFlip.reduce((sum, f) => sum + f.lost, 0),
  };
}

export function closeAll(clients: Client[]) {
  for (const { socket } of clients) socket.terminate();
}
