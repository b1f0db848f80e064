import { parseArgs } from "node:util";
import { flipGameSwitch, signInDemoAdmin, startLocalServer } from "./local-server";
import {
  publishTo,
  type ReferenceServer,
  startFloorServer,
  startWsServer,
} from "./references/start-references";
import { machineLine, writeReportSection } from "./report";
import { medianOfRounds } from "./rounds";
import { type Client, closeAll, connect, connectAll, timeBroadcasts } from "./socket-clients";
import { percentile, round } from "./stats";

/**
 * `npm run bench:fanout -- --port P --floor-port F --ws-port W [--sockets 10,1000,2000,5000]
 * [--rounds 5] [--flips 3] [--shards K] [--url http://...]`
 *
 * Ours against two references started in the same sitting: the platform's
 * floor (a bare hibernating Durable Object in the same local runtime) and a raw Node `ws`
 * broadcast. For each N and each round, the three are measured one after the other (the
 * order turns every round, so none always meets the machine warmer), each with the same
 * client: open N sockets (connect time), trigger a broadcast `--flips` times (ours: the
 * admin's game switch; the references: `POST /publish`) and time from just before the
 * trigger leaves to each socket's receipt, parsed as the SPA parses it. Ratios are the
 * median over rounds of each round's own ratio. `--shards K` starts ours with K hubs. The
 * reconnect storm, memory, per-thread CPU and ours without its assets router are the
 * lab's to weigh (lab/README.md).
 */
const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "10,1000,2000,5000" },
    rounds: { type: "string", default: "5" },
    flips: { type: "string", default: "3" },
    concurrency: { type: "string", default: "200" },
    /** Socket hub objects for the local server (wrangler.toml's SOCKET_HUB_SHARDS). */
    shards: { type: "string" },
    url: { type: "string" },
    port: { type: "string", default: "8799" },
    "floor-port": { type: "string", default: "8797" },
    "ws-port": { type: "string", default: "8795" },
    "no-report": { type: "boolean", default: false },
  },
});
const socketCounts = values.sockets.split(",").map(Number);
const rounds = Number(values.rounds);
const flips = Number(values.flips);
const concurrency = Number(values.concurrency);
const DELIVERY_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (values.shards) process.env.SOCKET_HUB_SHARDS = values.shards;
const server = await startLocalServer(values.url, { port: Number(values.port) });
const token = await signInDemoAdmin(server.runtimeUrl);
const references: ReferenceServer[] = [
  await startFloorServer(Number(values["floor-port"])),
  await startWsServer(Number(values["ws-port"])),
];

type TargetName = "ours" | "floor" | "ws";
type Target = { name: TargetName; wsUrl: string; trigger: (pause: boolean) => Promise<void> };

const toWs = (url: string) => `${url.replace(/^http/, "ws")}/api/ws`;

/** Ours: the admin's switch, exactly as the console sends it. */
const flipOurs = (pause: boolean) => flipGameSwitch(server.runtimeUrl, token, pause);

const targets: Target[] = [
  { name: "ours", wsUrl: toWs(server.runtimeUrl), trigger: flipOurs },
  { name: "floor", wsUrl: toWs(references[0]!.url), trigger: publishTo(references[0]!.url) },
  { name: "ws", wsUrl: toWs(references[1]!.url), trigger: publishTo(references[1]!.url) },
];

let paused = false;

/** `flips` broadcasts to the connected sockets, the switch turning each time. */
const deliveries = (target: Target, clients: Client[]) =>
  timeBroadcasts(
    clients,
    flips,
    () => {
      paused = !paused;
      return target.trigger(paused);
    },
    DELIVERY_TIMEOUT_MS,
  );

/** One target at one N: join, then broadcasts. */
async function measure(target: Target, count: number) {
  const joined = await connectAll(target.wsUrl, count, concurrency);
  await sleep(300);
  const delivery = await deliveries(target, joined.clients);
  const unreadable = joined.clients.reduce((sum, c) => sum + c.unreadable, 0);
  closeAll(joined.clients);
  await sleep(500);
  return {
    connectAllMs: joined.totalMs,
    connectP99Ms: percentile(joined.connectTimes, 99),
    refused: joined.refused,
    ...delivery,
    unreadable,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** All three in one round, in an order that turns each round. */
async function sittingRound(count: number, roundNo: number): Promise<Record<string, number>> {
  const order = targets.map((_, i) => targets[(i + roundNo) % targets.length]!);
  const results = {} as Record<TargetName, Measured>;
  for (const target of order) results[target.name] = await measure(target, count);
  const flat: Record<string, number> = {};
  for (const [name, result] of Object.entries(results)) {
    for (const [key, value] of Object.entries(result)) flat[`${name}.${key}`] = value;
  }
  const { ours, floor, ws } = results;
  return {
    ...flat,
    "ratio.p99Floor": ours.p99 / floor.p99,
    "ratio.p99Ws": ours.p99 / ws.p99,
    "ratio.connectFloor": ours.connectAllMs / floor.connectAllMs,
    "ratio.connectWs": ours.connectAllMs / ws.connectAllMs,
  };
}

const deliveryRows: string[] = [];
const joinRows: string[] = [];
const ms = (value: number | undefined, digits = 1) => `${round(value ?? Number.NaN, digits)} ms`;
const times = (value: number | undefined) => `${round(value ?? Number.NaN, 2)}×`;
try {
  await flipOurs(false);
  for (const reference of targets.slice(1)) await reference.trigger(false);
  // Wake ours' hub first, so its start-up is not the first round's.
  const warmUp = await connect(targets[0]!.wsUrl);
  for (const count of socketCounts) {
    const { medians: m, all } = await medianOfRounds(rounds, (r) => sittingRound(count, r));
    const total = (key: string) => all.reduce((sum, r) => sum + (r[key] ?? 0), 0);
    const lost = `${total("ours.lost")} / ${total("floor.lost")} / ${total("ws.lost")}`;
    const unreadable =
      total("ours.unreadable") + total("floor.unreadable") + total("ws.unreadable");
    console.table(m);
    deliveryRows.push(
      `| ${count} | ${ms(m["ours.first"], 2)} / ${ms(m["floor.first"], 2)} / ${ms(m["ws.first"], 2)} | ${ms(m["ours.p50"])} / ${ms(m["ours.p99"])} | ${ms(m["floor.p50"])} / ${ms(m["floor.p99"])} | ${ms(m["ws.p50"])} / ${ms(m["ws.p99"])} | ${times(m["ratio.p99Floor"])} | ${times(m["ratio.p99Ws"])} | ${lost} | ${unreadable} |`,
    );
    joinRows.push(
      `| ${count} | ${ms(m["ours.connectAllMs"], 0)} | ${ms(m["floor.connectAllMs"], 0)} | ${ms(m["ws.connectAllMs"], 0)} | ${times(m["ratio.connectFloor"])} | ${times(m["ratio.connectWs"])} | ${round((m["ours.connectAllMs"] ?? 0) / count, 2)} / ${round((m["floor.connectAllMs"] ?? 0) / count, 2)} ms | ${total("ours.refused")} / ${total("floor.refused")} / ${total("ws.refused")} |`,
    );
  }
  warmUp.socket.close();
} finally {
  server.stop();
  for (const reference of references) await reference.stop();
}

const tables = [deliveryRows, joinRows].map((rows) => rows.join("\n")).join("\n\n");
console.log(tables);
if (!values["no-report"]) {
  writeReportSection(
    "fanout",
    `Machine: ${machineLine()}. Command: \`npm run bench:fanout -- --sockets ${values.sockets} --rounds ${rounds} --flips ${flips}${values.shards ? ` --shards ${values.shards}` : ""}\` (load generator in its own process on the same machine; per N, ${rounds} rounds after a warm-up, each measuring ours, the floor and \`ws\` one after the other in a turning order; a round's figure is the median of its ${flips} broadcasts; the table shows the median over rounds; lost, unreadable and refused are totals over all rounds).

Switch to delivery (from just before the trigger leaves to each socket's receipt):

| sockets | first receipt: ours / floor / \`ws\` | ours p50 / p99 | floor p50 / p99 | \`ws\` p50 / p99 | ours/floor (p99) | ours/\`ws\` (p99) | lost: ours / floor / \`ws\` | unreadable (all three) |
|---|---|---|---|---|---|---|---|---|
${deliveryRows.join("\n")}

Joining (N sockets, ${concurrency} handshakes at a time):

| sockets | ours connect all | floor | \`ws\` | ours/floor | ours/\`ws\` | per socket: ours / floor | refused (retried): ours / floor / \`ws\` |
|---|---|---|---|---|---|---|---|
${joinRows.join("\n")}`,
  );
}
