import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { signInDemoAdmin } from "../bench/local-server";
import { seededRandom } from "../worker/domain/seeded-random";
import { runChecks } from "./chaos/checks";
import { type FaultCounts, injectFaults, noFaults, unexplainedErrors } from "./chaos/faults";
import { ChaosHttp } from "./chaos/http";
import { emptyJournal, operationsSeen } from "./chaos/journal";
import { adminLoop, payerLoop } from "./chaos/money";
import { leavePlay, playerLoop } from "./chaos/players";
import { primeRuntime } from "./chaos/prime";
import { printReport } from "./chaos/report";
import { startChaosServer } from "./chaos/server";
import { showLoop } from "./chaos/shows";
import { watchSwitch } from "./chaos/sockets";
import { trialLoop } from "./chaos/trial";
import { pause, type World } from "./chaos/world";
import { stateDir } from "./lib/wrangler";

/**
 * `npm run chaos -- [--kills 20] [--seconds 240] [--short] [--soak 30m [--prime 30000]] [--port 8795]`
 * (issue 35, docs/RELIABILITY.md): loads a local server as real users do, kills the whole
 * runtime at random moments and restarts it on the same state, evicts objects, fires
 * alarms again, drops sockets, fails D1 calls for a while, then checks that nothing a
 * client saw succeed is lost and nothing happened twice. CHAOS_SEED replays a schedule.
 * Exits 1 on any loss, double or broken invariant.
 */
const { values } = parseArgs({
  options: {
    kills: { type: "string" },
    seconds: { type: "string" },
    short: { type: "boolean", default: false },
    soak: { type: "string" },
    port: { type: "string", default: "8795" },
    players: { type: "string" },
    prime: { type: "string" },
  },
});
if (!stateDir) throw new Error("run it as `npm run chaos`, which names its state folder");

const soakMinutes = values.soak ? Number.parseFloat(values.soak) : 0;
const mode = soakMinutes > 0 ? "soak" : values.short ? "short" : "full";
/**
 * Each mode's defaults. The soak kills nothing (a killed runtime's memory starts again)
 * and spaces its faults minutes apart, so memory is measured on one process under load;
 * its shows come minutes apart too, as each makes objects of its own.
 */
const MODES = {
  full: {
    kills: 20,
    killSeconds: 240,
    players: 8,
    d1Windows: 2,
    lightEveryMs: [1_000, 4_000],
    showEveryMs: [3_000, 8_000],
  },
  short: {
    kills: 5,
    killSeconds: 40,
    players: 6,
    d1Windows: 1,
    lightEveryMs: [1_000, 4_000],
    showEveryMs: [3_000, 8_000],
  },
  soak: {
    kills: 0,
    killSeconds: 0,
    players: 4,
    d1Windows: 1,
    lightEveryMs: [60_000, 180_000],
    showEveryMs: [120_000, 240_000],
  },
} as const;
/** The players of every live show, beside the players in runs. */
const SHOW_AUDIENCE = 3;
const WARM_UP_MS = 120_000;
/** Cheap reads that bring the soak's runtime to its own level before the load (chaos/prime.ts). */
const SOAK_PRIMING_READS = 30_000;
const mib = (kib: number) => (kib / 1024).toFixed(0);
/** The soak's players and visitors come from this many addresses (World.addressPool). */
const SOAK_ADDRESSES = 16;
const kills = Number(values.kills ?? MODES[mode].kills);
const killSeconds = Number(values.seconds ?? MODES[mode].killSeconds);
const playerCount = Number(values.players ?? MODES[mode].players);
const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
console.log(
  `Chaos ${mode} run: seed ${seed} (CHAOS_SEED=${seed} replays it), ${kills} kills over ${killSeconds} s, ${playerCount} players`,
);

const runStarted = Date.now();
const server = await startChaosServer(Number(values.port), stateDir);
if (mode === "soak") {
  const reads = Number(values.prime ?? SOAK_PRIMING_READS);
  const before = server.residentKiB();
  await primeRuntime(server.url, reads);
  console.log(
    `Primed the runtime with ${reads} reads: ${mib(before)} to ${mib(server.residentKiB())} MiB`,
  );
}
const http = new ChaosHttp(() => server.url);
let stopping = false;
const admin = { token: await signInDemoAdmin(server.url) };
const world: World = {
  http,
  journal: emptyJournal(),
  random: seededRandom(seed),
  adminToken: admin.token,
  answerKey: await liveAnswerKey(),
  seed,
  sessions: new Map(),
  stopping: () => stopping,
  addressPool: mode === "soak" ? SOAK_ADDRESSES : null,
};
const runSettings = (await http.call("GET /admin/settings/run", "/admin/settings/run", admin)).json;
// Ten free tries a day, so a player plays ten runs before a new one signs up.
await http.call("PUT /admin/settings/run", "/admin/settings/run", {
  ...admin,
  method: "PUT",
  body: { ...runSettings, freeTriesPerDay: 10 },
});

const wsUrl = server.url.replace("http", "ws");
const sockets = [
  watchSwitch(`${wsUrl}/api/ws`),
  watchSwitch(`${wsUrl}/admin/ws`, [`bearer.${admin.token}`]),
];
// After the server's seeding, so the seed's rows (its coming show) are not the load's.
const loadStarted = Date.now();
const clients = [
  ...Array.from({ length: playerCount }, (_, i) => playerLoop(world, i)),
  ...Array.from({ length: Math.max(1, playerCount / 4) }, (_, i) => payerLoop(world, i)),
  adminLoop(world),
  trialLoop(world),
  showLoop(world, SHOW_AUDIENCE, [...MODES[mode].showEveryMs]),
].map((client) =>
  client.catch((error: Error) => console.error(`a client stopped: ${error.message}`)),
);

const faults: FaultCounts = noFaults();
/**
 * The runtime's resident size (KiB) after the warm-up, its lowest from then on, and at the
 * end. After priming the runtime gives memory back for some minutes; growth is counted from
 * the lowest too, so that giving back cannot hide what the load keeps.
 */
const memory = { warm: 0, lowest: Number.POSITIVE_INFINITY, end: 0, eachMinute: [] as number[] };
const sampling =
  mode === "soak"
    ? setInterval(() => {
        const size = server.residentKiB();
        memory.eachMinute.push(size);
        if (memory.warm > 0) memory.lowest = Math.min(memory.lowest, size);
      }, 60_000)
    : undefined;
if (mode === "soak") {
  await pause(WARM_UP_MS);
  memory.warm = server.residentKiB();
  memory.lowest = memory.warm;
}
await injectFaults(
  world,
  server,
  {
    kills,
    killSeconds,
    d1Windows: MODES[mode].d1Windows,
    d1Share: 0.2,
    lightEveryMs: [...MODES[mode].lightEveryMs],
    soakUntil: mode === "soak" ? Date.now() + soakMinutes * 60_000 - WARM_UP_MS : undefined,
  },
  faults,
);
stopping = true;
await Promise.all(clients);
memory.end = server.residentKiB();
clearInterval(sampling);
const finalSwitch = (await http.call("GET /api/game/status", "/api/game/status")).json
  .Status as string;
await pause(1_000);
const socketSwitches = sockets.map((socket) => socket.lastStatus());
await leavePlay(world);
const keySet = (await http.call("GET receipt keys", "/.well-known/quizzy-receipts.json")).json;
for (const socket of sockets) socket.stop();
server.stop();
const stoppedAt = Date.now();
await pause(2_000);

// Kept beside the state for a post-mortem of a failed run.
writeFileSync(
  join(stateDir, "chaos-journal.json"),
  JSON.stringify(world.journal, (_, value) => (value instanceof Set ? [...value] : value), 1),
);
const findings = await runChecks(world.journal, {
  stateDir,
  keySet: keySet as never,
  answerGraceMs: Number(runSettings.answerGraceMs ?? 0),
  finalSwitch,
  socketSwitches,
  since: loadStarted,
  stoppedAt,
});
const clean = printReport(`Chaos ${mode} run, seed ${seed}`, {
  faults,
  http,
  operations: operationsSeen(world.journal),
  findings,
});
const errors = unexplainedErrors(http.serverErrors, faults);
console.log(
  `\n5xx answers: ${http.serverErrors.length}, of which outside a fault's span: ${errors}; socket reconnects: ${sockets.map((s) => s.reconnects).join(", ")}; the run took ${Math.round((Date.now() - runStarted) / 1000)} s`,
);
if (mode === "soak" && errors > 0) process.exitCode = 1;
if (mode === "soak") {
  const percentFrom = (base: number) => `${(((memory.end - base) / base) * 100).toFixed(1)} %`;
  console.log(
    `Runtime resident memory: ${mib(memory.warm)} MiB after warm-up, ${mib(memory.lowest)} MiB at its lowest since, ${mib(memory.end)} MiB at the end (${percentFrom(memory.warm)} from the warm-up, ${percentFrom(memory.lowest)} from the lowest)`,
  );
  console.log(`Each minute (MiB): ${memory.eachMinute.map(mib).join(" ")}`);
  if (memory.end > memory.lowest * 1.1) process.exitCode = 1;
}
if (!clean) process.exitCode = 1;

/** Each live question's right option by its text, read page by page from the admin's bank. */
async function liveAnswerKey(): Promise<Map<string, string>> {
  const key = new Map<string, string>();
  for (let page = 1; ; page++) {
    const reply = await http.call("GET /admin/questions", `/admin/questions?page=${page}`, admin);
    const { data, total, pageSize } = reply.json as {
      data: { Questio: string; Ans: string }[];
      total: number;
      pageSize: number;
    };
    for (const question of data) key.set(question.Questio, question.Ans);
    if (page * pageSize >= total) return key;
  }
}
