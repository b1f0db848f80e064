import { parseArgs } from "node:util";
import { signInDemoAdmin, startLocalServer, workerdMemoryMiB } from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { medianOfRounds } from "./rounds";
import { type Client, closeAll, connect, connectAll, waitForArrivals } from "./socket-clients";
import { percentile, round } from "./stats";

/**
 * `npm run bench:fanout -- [--sockets 1000,2000,5000] [--rounds 5] [--url http://...]`
 * For each N: opens N visitor sockets (connect time), flips the game switch as the demo
 * admin and times each socket's receipt (delivery p50/p99/max, lost), then drops every
 * socket, flips the switch while they are down and lets them reconnect with jittered
 * backoff (time until 99 % are back, and how many came back with a stale switch). Every
 * figure is the median of the rounds after a warm-up round. `--shards K` starts the local
 * server with K socket hubs.
 */
const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "1000,2000,5000" },
    rounds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "200" },
    "jitter-ms": { type: "string", default: "2000" },
    /** Socket hub objects for the local server (wrangler.toml's SOCKET_HUB_SHARDS). */
    shards: { type: "string" },
    url: { type: "string" },
    "no-report": { type: "boolean", default: false },
  },
});
const socketCounts = values.sockets.split(",").map(Number);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const jitterMs = Number(values["jitter-ms"]);
const DELIVERY_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (values.shards) process.env.SOCKET_HUB_SHARDS = values.shards;
const server = await startLocalServer(values.url);
const wsUrl = `${server.runtimeUrl.replace(/^http/, "ws")}/api/ws`;
const token = await signInDemoAdmin(server.runtimeUrl);

async function flip(body: object) {
  const response = await fetch(`${server.runtimeUrl}/admin/start/game/by/click`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`switch failed: ${response.status} ${await response.text()}`);
}

const pause = { status: "off", text: "Few Minutes" };
const resume = { status: "on" };

/** One switch change: how long until each socket had it. */
async function deliveryRound(clients: Client[], toggle: number) {
  const expected = clients[0]!.arrivals.length + 1;
  const sentAt = performance.now();
  await flip(toggle % 2 === 1 ? pause : resume);
  await waitForArrivals(clients, expected, DELIVERY_TIMEOUT_MS);
  const latencies = clients.flatMap((c) => {
    const arrival = c.arrivals[expected - 1];
    return arrival === undefined ? [] : [arrival - sentAt];
  });
  await sleep(200);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    lost: clients.length - latencies.length,
  };
}

/** Reconnects one dropped client after a jittered, growing backoff, as partysocket does. */
async function reconnectWithBackoff(client: Client) {
  for (let attempt = 0; ; attempt++) {
    await sleep(Math.random() * jitterMs * 2 ** Math.min(attempt, 3));
    try {
      await connect(wsUrl, client);
      return performance.now();
    } catch {
      // Refused under the storm: back off and try again.
    }
  }
}

/** Drops every socket, changes the switch while they are gone, and brings them back. */
async function stormRound(clients: Client[], toggle: number) {
  closeAll(clients);
  const droppedAt = performance.now();
  await flip(toggle % 2 === 1 ? pause : resume);
  const current = JSON.stringify(
    await (await fetch(`${server.runtimeUrl}/api/game/status`)).json(),
  );
  const backAt = (await Promise.all(clients.map(reconnectWithBackoff))).map((t) => t - droppedAt);
  const stale = clients.filter((c) => {
    const { type: _type, ...state } = JSON.parse(c.lastGame ?? "{}");
    return JSON.stringify(state) !== current;
  }).length;
  return { backP99Ms: percentile(backAt, 99), stale };
}

const rows: string[] = [];
try {
  await flip(resume);
  // Warm the hub object first, so memory growth is the sockets' and not the object's.
  const warmUp = await connect(wsUrl);
  for (const count of socketCounts) {
    const memoryBefore = workerdMemoryMiB();
    let clients: Client[] = [];
    const joins = await medianOfRounds(rounds, async () => {
      closeAll(clients);
      await sleep(500);
      const joined = await connectAll(wsUrl, count, concurrency);
      clients = joined.clients;
      return {
        totalMs: joined.totalMs,
        p50: percentile(joined.connectTimes, 50),
        p99: percentile(joined.connectTimes, 99),
        refused: joined.refused,
      };
    });
    const memoryAfter = workerdMemoryMiB();
    let toggle = 0;
    const deliveries = await medianOfRounds(rounds, () => deliveryRound(clients, ++toggle));
    const storms = await medianOfRounds(rounds, () => stormRound(clients, ++toggle));
    await flip(resume);
    closeAll(clients);
    await sleep(1000);

    const join = joins.medians;
    const delivery = deliveries.medians;
    const result = {
      sockets: count,
      connectAllMs: round(join.totalMs),
      connectP50Ms: round(join.p50),
      connectP99Ms: round(join.p99),
      refusedHandshakes: joins.all.reduce((sum, r) => sum + r.refused, 0),
      deliveryP50Ms: round(delivery.p50),
      deliveryP99Ms: round(delivery.p99),
      deliveryMaxMs: round(delivery.max),
      lostTotal: deliveries.all.reduce((sum, r) => sum + r.lost, 0),
      stormBackP99Ms: round(storms.medians.backP99Ms),
      staleAfterResync: storms.all.reduce((sum, r) => sum + r.stale, 0),
      kibPerSocket: round(((memoryAfter - memoryBefore) * 1024) / count, 1),
    };
    console.table(result);
    rows.push(
      `| ${count} | ${result.connectAllMs} ms | ${result.connectP50Ms} / ${result.connectP99Ms} ms | ${result.refusedHandshakes} | ${result.deliveryP50Ms} / ${result.deliveryP99Ms} / ${result.deliveryMaxMs} ms | ${result.lostTotal} | ${result.stormBackP99Ms} ms | ${result.staleAfterResync} | ${result.kibPerSocket} KiB |`,
    );
  }
  warmUp.socket.close();
} finally {
  server.stop();
}

if (!values["no-report"]) {
  writeReportSection(
    "fanout",
    `Machine: ${machineLine()}. Command: \`npm run bench:fanout -- --sockets ${values.sockets} --rounds ${rounds}${values.shards ? ` --shards ${values.shards}` : ""}\` (load generator in its own process on the same machine; medians of ${rounds} rounds after a warm-up; lost and stale are totals over all rounds).

| sockets | connect all | connect p50 / p99 | refused handshakes (retried) | switch→delivery p50 / p99 / max | lost | reconnect storm: 99 % back | stale after resync | workerd RSS per socket |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`,
  );
}
