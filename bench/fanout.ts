import { parseArgs } from "node:util";
import WebSocket from "ws";
import { REALTIME_PROTOCOL } from "../contract/realtime";
import { signInDemoAdmin, startLocalServer, workerdMemoryMiB } from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { median, percentile, round } from "./stats";

/**
 * `npm run bench:fanout -- [--sockets 1000] [--toggles 5] [--url http://...]`
 * Opens N visitor sockets to the local server, flips the game switch K times as the
 * demo admin, and measures connect time, switch-to-delivery latency per socket and to
 * the last socket, lost messages, and workerd's memory per socket.
 */
const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "1000" },
    toggles: { type: "string", default: "5" },
    concurrency: { type: "string", default: "100" },
    url: { type: "string" },
    "no-report": { type: "boolean", default: false },
  },
});
const socketCount = Number(values.sockets);
const toggleCount = Number(values.toggles);
const concurrency = Number(values.concurrency);
const DELIVERY_TIMEOUT_MS = 15_000;

type Client = { socket: WebSocket; arrivals: number[] };

function connect(wsUrl: string): Promise<{ client: Client; connectMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const client: Client = { socket: new WebSocket(wsUrl, [REALTIME_PROTOCOL]), arrivals: [] };
    const timer = setTimeout(() => reject(new Error("connect timed out")), 30_000);
    client.socket.on("message", () => {
      client.arrivals.push(performance.now());
      // The first message is the current switch, sent on connect: the socket is live.
      if (client.arrivals.length === 1) {
        clearTimeout(timer);
        resolve({ client, connectMs: performance.now() - started });
      }
    });
    client.socket.on("error", reject);
  });
}

async function connectAll(wsUrl: string) {
  const clients: Client[] = [];
  const connectTimes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < socketCount) {
      next++;
      const { client, connectMs } = await connect(wsUrl);
      clients.push(client);
      connectTimes.push(connectMs);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, socketCount) }, worker));
  return { clients, connectTimes, totalMs: performance.now() - started };
}

async function flip(url: string, token: string, body: object) {
  const response = await fetch(`${url}/admin/start/game/by/click`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`switch failed: ${response.status} ${await response.text()}`);
}

async function waitForDeliveries(clients: Client[], expected: number) {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (Date.now() < deadline && clients.some((c) => c.arrivals.length < expected)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const server = await startLocalServer(values.url);
try {
  const token = await signInDemoAdmin(server.url);
  await flip(server.url, token, { status: "on" });
  const wsUrl = `${server.url.replace(/^http/, "ws")}/api/ws`;
  // Warm the hub object first, so memory growth is the sockets' and not the object's.
  const warmUp = await connect(wsUrl);
  const memoryBefore = workerdMemoryMiB();
  const { clients, connectTimes, totalMs } = await connectAll(wsUrl);
  const memoryAfter = workerdMemoryMiB();

  const deliveries: number[] = [];
  const lastDeliveries: number[] = [];
  let lost = 0;
  for (let toggle = 1; toggle <= toggleCount; toggle++) {
    const body = toggle % 2 === 1 ? { status: "off", text: "Few Minutes" } : { status: "on" };
    const sentAt = performance.now();
    await flip(server.url, token, body);
    await waitForDeliveries(clients, toggle + 1);
    const latencies = clients.flatMap((c) => {
      const arrival = c.arrivals[toggle];
      return arrival === undefined ? [] : [arrival - sentAt];
    });
    lost += clients.length - latencies.length;
    deliveries.push(...latencies);
    lastDeliveries.push(Math.max(...latencies));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await flip(server.url, token, { status: "on" });
  for (const { socket } of [...clients, warmUp.client]) socket.close();

  const result = {
    sockets: socketCount,
    toggles: toggleCount,
    connectAllMs: round(totalMs),
    connectP50Ms: round(median(connectTimes)),
    connectP99Ms: round(percentile(connectTimes, 99)),
    deliveryP50Ms: round(median(deliveries)),
    deliveryP99Ms: round(percentile(deliveries, 99)),
    deliveryMaxMs: round(Math.max(...deliveries)),
    lastDeliveryMedianMs: round(median(lastDeliveries)),
    lost,
    workerdMiBBefore: round(memoryBefore),
    workerdMiBAfter: round(memoryAfter),
    workerdKiBPerSocket: round(((memoryAfter - memoryBefore) * 1024) / socketCount, 2),
  };
  console.table(result);

  if (!values["no-report"]) {
    writeReportSection(
      "fanout",
      `Machine: ${machineLine()}. Command: \`npm run bench:fanout -- --sockets ${socketCount} --toggles ${toggleCount}\` (load generator on the same machine).

| sockets | connect all | connect p50 / p99 | switch→delivery p50 / p99 / max | last delivery (median of ${toggleCount}) | lost | workerd RSS before → after | per socket |
|---|---|---|---|---|---|---|---|
| ${socketCount} | ${result.connectAllMs} ms | ${result.connectP50Ms} / ${result.connectP99Ms} ms | ${result.deliveryP50Ms} / ${result.deliveryP99Ms} / ${result.deliveryMaxMs} ms | ${result.lastDeliveryMedianMs} ms | ${lost} | ${result.workerdMiBBefore} → ${result.workerdMiBAfter} MiB | ${result.workerdKiBPerSocket} KiB |`,
    );
  }
} finally {
  server.stop();
}
