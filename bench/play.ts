import { execSync } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { seedQuestions } from "../scripts/seed-questions";
import {
  type DevPlayer,
  type LeftOut,
  type LocalServer,
  signInDemoAdmin,
  signInDevPlayer,
  startLocalServer,
} from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { medianOfRounds } from "./rounds";
import { signingCostMicroseconds } from "./signing-cost";
import { percentile, round } from "./stats";

/**
 * `npm run bench:play -- [--connections 10,100] [--seconds 10] [--rounds 5] [--url http://...]
 * [--state-root /dev/shm/...] [--without-answer-rate-limit] [--no-report]`
 * autocannon drives the play loop with many players at once: each connection takes an
 * idle player, fetches the open question (the server issues one if none is open) and
 * answers it correctly from the seed's answer key, which only a benchmark may know; a
 * player without a run starts one. Then the same load on a trivial route of the same
 * Worker gives the ceiling to read the play numbers against. Medians of the rounds after
 * a warm-up; each round plays with fresh players.
 *
 * Signing receipts (issue 18, decision 008's budget): a second server, started with
 * `RECEIPT_SIGNING=off` (honoured only under the development identity provider, never in
 * production), plays the same rounds, alternating with the signed one, so both meet the
 * same machine; the difference of their answer p50s is what signing costs. The sign call
 * is also timed on its own, in this process (Node's WebCrypto, the Worker's own code).
 */
const { values } = parseArgs({
  options: {
    /** Light load shows the path's own latency; heavy load its throughput. */
    connections: { type: "string", default: "10,100" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    url: { type: "string" },
    /** A running server started with RECEIPT_SIGNING=off, to compare with `--url`. */
    "unsigned-url": { type: "string" },
    port: { type: "string", default: "8799" },
    "unsigned-port": { type: "string", default: "8798" },
    /**
     * Where the servers keep their state (local D1 and every object's SQLite file). On a
     * memory file system (`/dev/shm/...`) their commits cost no disk flush, which shows
     * how much of the play path's time is this machine's disk rather than the code.
     */
    "state-root": { type: "string", default: ".wrangler" },
    /**
     * Both servers without the answer route's Rate Limiting binding, whose local
     * simulation is a durable object write per answer (`LeftOut` in local-server.ts):
     * only to weigh what that simulation costs here.
     */
    "without-answer-rate-limit": { type: "boolean", default: false },
    "no-report": { type: "boolean", default: false },
  },
});
const connectionCounts = values.connections.split(",").map(Number);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const answerKey = new Map(seedQuestions.map((q) => [q.text, q.answer]));

type Kind = "fetch" | "answer" | "start";
/** A bench player, with the address it plays from. */
type BenchPlayer = DevPlayer & { ip: string };
type Turn = {
  player: BenchPlayer;
  sentAt: number;
  kind: Kind;
  attemptId?: string;
  answer?: string;
};

// One after the other, as each `npm start` builds the SPA into the same folder; the
// second build restarts the first server's runtime, which is then found again.
const stateRoot = values["state-root"];
const leftOut: LeftOut[] = values["without-answer-rate-limit"] ? ["answer-rate-limit"] : [];
const server = await startLocalServer(values.url, {
  port: Number(values.port),
  stateDir: `${stateRoot}/bench`,
  leftOut,
});
const unsigned =
  values.url && !values["unsigned-url"]
    ? null
    : await startLocalServer(values["unsigned-url"], {
        port: Number(values["unsigned-port"]),
        stateDir: `${stateRoot}/bench-unsigned`,
        leftOut,
        env: { RECEIPT_SIGNING: "off" },
      });
if (unsigned) await server.relocate();

/** Ten free tries a day, so a bench player plays ten runs before it is retired. */
async function allowManyRunsPerPlayer({ runtimeUrl }: LocalServer) {
  const adminToken = await signInDemoAdmin(runtimeUrl);
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` };
  const settingsUrl = `${runtimeUrl}/admin/settings/run`;
  const current = await (await fetch(settingsUrl, { headers })).json();
  const response = await fetch(settingsUrl, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...current, freeTriesPerDay: 10 }),
  });
  if (!response.ok) throw new Error(`settings refused: ${await response.text()}`);
}

async function signInPlayers(url: string, round: number, count: number) {
  const stamp = Date.now();
  return Promise.all(
    Array.from({ length: count }, async (_, i): Promise<BenchPlayer> => {
      // Locally the Worker trusts CF-Connecting-IP. Each player has its own address, as
      // players do: the sign-ins stay under the per-IP limit, and the answers under the
      // edge's per-IP answer limit, which otherwise refused every answer past 100 a
      // second from the one address all players shared (429s, cheaper than an answer).
      const ip = `10.${70 + (round % 50)}.${Math.floor(i / 250)}.${i % 250}`;
      const player = await signInDevPlayer(url, {
        email: `bench-${stamp}-${round}-${i}@example.com`,
        name: "Bench",
        ip,
      });
      return { ...player, ip };
    }),
  );
}

const playerHeaders = (player: BenchPlayer) => ({
  Authorization: `Bearer ${player.token}`,
  "CF-Connecting-IP": player.ip,
  "Content-Type": "application/json",
});

/**
 * Each player opens /play first, as the app does: the screen reads the run's state, which
 * is when a player's `PlayerRun` object comes into being. Creating it (a storage file of
 * its own) is that visit's cost, not the play loop's, which the round then measures.
 */
async function openPlayScreens(url: string, players: BenchPlayer[]) {
  for (let i = 0; i < players.length; i += 50) {
    await Promise.all(
      players.slice(i, i + 50).map(async (player) => {
        const response = await fetch(`${url}/api/run/state`, { headers: playerHeaders(player) });
        if (!response.ok) throw new Error(`run state refused: ${response.status}`);
      }),
    );
  }
}

/** Milliseconds of one clock tick of /proc's CPU times. */
const msPerTick = 1000 / Number(execSync("getconf CLK_TCK").toString().trim());

/**
 * The CPU every thread of the server's processes spent while `work` ran, in ms. Divided
 * by the requests served, it is what one request costs the runtime, whatever the
 * machine's speed in that round (a ceiling moves with the machine; this much less).
 */
async function serverCpuMs<T>(server: LocalServer, work: () => Promise<T>) {
  const total = () => [...server.threadCpuTicks().values()].reduce((a, b) => a + b, 0);
  const before = total();
  const result = await work();
  return { result, cpuMs: (total() - before) * msPerTick };
}

/**
 * Progress on stderr, a line when a timed phase begins: a long sitting shows where it is,
 * and a profiler (`npm run bench:profile`) can start when the phase it samples does.
 */
function phaseStarts(phase: string) {
  console.error(`${new Date().toISOString().slice(11, 19)} ${phase}`);
}

async function playRound(server: LocalServer, connections: number, round: number) {
  const { runtimeUrl } = server;
  // Four players a connection: ten runs each outlast a 10 s round even on a quiet machine.
  const everyone = await signInPlayers(runtimeUrl, round, connections * 4);
  await openPlayScreens(runtimeUrl, everyone);
  const idle = [...everyone];
  const latencies: Record<Kind, number[]> = { fetch: [], answer: [], start: [] };
  const statuses = new Map<number, number>();
  const sent = (context: object, turn: Turn) => Object.assign(context, { turn });
  const finished = (status: number, context: { turn?: Turn }) => {
    const turn = context.turn!;
    latencies[turn.kind].push(performance.now() - turn.sentAt);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return turn;
  };
  phaseStarts(`play at ${connections} connections, round ${round}`);
  const { result, cpuMs } = await serverCpuMs(server, () =>
    autocannon({
      url: runtimeUrl,
      connections,
      duration: seconds,
      requests: [
        {
          // Every cycle: an idle player looks at its open question.
          setupRequest: (request, context) => {
            const player = idle.shift();
            if (!player) throw new Error("ran out of bench players; raise --connections");
            sent(context, { player, sentAt: performance.now(), kind: "fetch" });
            return {
              ...request,
              method: "GET",
              path: `/api/get/question/no/by/user/name/${player.user}`,
              headers: playerHeaders(player),
            };
          },
          onResponse: (status, body, context) => {
            const turn = finished(status, context);
            const data = status === 200 ? JSON.parse(body).data : undefined;
            if (data)
              Object.assign(turn, { attemptId: data._id, answer: answerKey.get(data.Question) });
          },
        },
        {
          // ...then answers it, or starts a run when it had none.
          setupRequest: (request, context) => {
            const turn: Turn = (context as { turn: Turn }).turn;
            const kind = turn.attemptId ? "answer" : "start";
            sent(context, { ...turn, sentAt: performance.now(), kind });
            return {
              ...request,
              method: "POST",
              path: kind === "answer" ? "/api/verify/answer/question/number" : "/api/run/start",
              headers: playerHeaders(turn.player),
              body:
                kind === "answer"
                  ? JSON.stringify({
                      answer: turn.answer ?? "a",
                      user: turn.player.user,
                      id: turn.attemptId,
                    })
                  : "",
            };
          },
          onResponse: (status, body, context) => {
            const turn = finished(status, context);
            // A player whose tries are spent is retired; everyone else plays on.
            if (!(turn.kind === "start" && JSON.parse(body).reason === "no_tries")) {
              idle.push(turn.player);
            }
          },
        },
      ],
    }),
  );
  // Leave /play as the app does, so open questions do not time out during later rounds.
  await Promise.all(
    everyone.map((player) =>
      fetch(`${runtimeUrl}/api/delete/by/user/id/for/valid/data/${player.user}`, {
        method: "DELETE",
        headers: playerHeaders(player),
      }),
    ),
  );
  // A refusal (429) is not play served: counted with the errors, so none hides in the rate.
  const errors = [...statuses]
    .filter(([status]) => status >= 500 || status === 429)
    .reduce((n, [, c]) => n + c, 0);
  return {
    answersPerSecond: latencies.answer.length / seconds,
    fetchesPerSecond: latencies.fetch.length / seconds,
    playRps: result.requests.average,
    answerP50: percentile(latencies.answer, 50),
    answerP99: percentile(latencies.answer, 99),
    fetchP50: percentile(latencies.fetch, 50),
    fetchP99: percentile(latencies.fetch, 99),
    errors: errors + result.errors + result.timeouts,
    cpuMsPerRequest: cpuMs / result.requests.total,
  };
}

async function ceilingRound(connections: number) {
  phaseStarts(`trivial route at ${connections} connections`);
  const { result, cpuMs } = await serverCpuMs(server, () =>
    autocannon({ url: `${server.runtimeUrl}/api/auth/config`, connections, duration: seconds }),
  );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpuMs / result.requests.total,
  };
}

/**
 * One signed and, when there is an unsigned server, one unsigned round, in alternating
 * order so neither always meets the machine warmer, and the ceiling in the same round
 * (first or last, turning), so the share of the ceiling compares what one sitting's
 * machine gave both. The signed round's figures are the play table's; the unsigned one's
 * answer p50 and the difference are the signing table's.
 */
async function pairedRound(connections: number, round: number) {
  const ceilingFirst = round % 2 === 1;
  const before = ceilingFirst ? await ceilingRound(connections) : null;
  let signed: Awaited<ReturnType<typeof playRound>>;
  let unsignedP50 = Number.NaN;
  if (!unsigned) {
    signed = await playRound(server, connections, round);
  } else {
    const signedFirst = round % 2 === 0;
    const first = await playRound(signedFirst ? server : unsigned, connections, round);
    const second = await playRound(signedFirst ? unsigned : server, connections, round);
    signed = signedFirst ? first : second;
    unsignedP50 = (signedFirst ? second : first).answerP50;
  }
  const ceiling = before ?? (await ceilingRound(connections));
  return {
    ...signed,
    unsignedP50,
    signingP50Ms: signed.answerP50 - unsignedP50,
    ceilingRps: ceiling.rps,
    ceilingP99: ceiling.p99,
    share: signed.playRps / ceiling.rps,
    ceilingCpuMsPerRequest: ceiling.cpuMsPerRequest,
    cpuRatio: signed.cpuMsPerRequest / ceiling.cpuMsPerRequest,
  };
}

const rows: string[] = [];
const signingRows: string[] = [];
try {
  await Promise.all([server, unsigned].flatMap((s) => (s ? [allowManyRunsPerPlayer(s)] : [])));
  const signCost = await signingCostMicroseconds();
  for (const connections of connectionCounts) {
    const paired = await medianOfRounds(rounds, (round) => pairedRound(connections, round));
    const play = paired.medians;
    const result = {
      connections,
      answersPerSecond: round(play.answersPerSecond),
      answerP50Ms: round(play.answerP50),
      answerP99Ms: round(play.answerP99),
      fetchesPerSecond: round(play.fetchesPerSecond),
      fetchP50Ms: round(play.fetchP50),
      fetchP99Ms: round(play.fetchP99),
      playRps: round(play.playRps),
      errors: play.errors,
      ceilingRps: round(play.ceilingRps),
      ceilingP99Ms: round(play.ceilingP99),
      // The median of each round's own share: the ceiling moves with the machine.
      shareOfCeiling: `${round(play.share * 100)} %`,
      cpuMsPerPlayRequest: round(play.cpuMsPerRequest, 2),
      cpuMsPerTrivialRequest: round(play.ceilingCpuMsPerRequest, 2),
      cpuRatio: round(play.cpuRatio, 2),
    };
    console.table(result);
    rows.push(
      `| ${connections} | ${result.answersPerSecond} | ${result.answerP50Ms} / ${result.answerP99Ms} ms | ${result.fetchesPerSecond} | ${result.fetchP50Ms} / ${result.fetchP99Ms} ms | ${result.playRps} | ${result.errors} | ${result.ceilingRps} req/s (p99 ${result.ceilingP99Ms} ms) | ${result.shareOfCeiling} | ${result.cpuMsPerPlayRequest} / ${result.cpuMsPerTrivialRequest} ms (${result.cpuRatio}×) |`,
    );
    if (unsigned) {
      const signing = {
        connections,
        signedP50Ms: result.answerP50Ms,
        unsignedP50Ms: round(play.unsignedP50),
        // The median of each round's own difference: rounds drift together, so it is steadier.
        signingCostP50Ms: round(play.signingP50Ms, 2),
        // How far single rounds scatter: the noise the median has to beat.
        roundsFromMs: round(Math.min(...paired.all.map((r) => r.signingP50Ms)), 1),
        roundsToMs: round(Math.max(...paired.all.map((r) => r.signingP50Ms)), 1),
      };
      console.table(signing);
      signingRows.push(
        `| ${connections} | ${signing.signedP50Ms} ms | ${signing.unsignedP50Ms} ms | ${signing.signingCostP50Ms} ms (rounds ${signing.roundsFromMs} to ${signing.roundsToMs} ms) | ${round(signCost, 0)} µs |`,
      );
    }
  }
} finally {
  server.stop();
  unsigned?.stop();
}

console.log([...rows, "", ...signingRows].join("\n"));
if (!values["no-report"]) {
  writeReportSection(
    "play",
    `Machine: ${machineLine()}. Command: \`npm run bench:play -- --connections ${values.connections} --seconds ${seconds} --rounds ${rounds}${stateRoot === ".wrangler" ? "" : ` --state-root ${stateRoot}`}${leftOut.length > 0 ? " --without-answer-rate-limit" : ""}\` (autocannon in its own process on the same machine; medians of ${rounds} rounds of ${seconds} s after a warm-up; each round measures the trivial route's ceiling too, and the share is the median of each round's own share; the last column is the CPU time of all the server's threads over the round divided by the requests it served, and the median of each round's own ratio).

| connections | answers/s | answer p50 / p99 | question fetches/s | fetch p50 / p99 | play requests/s | 5xx, 429 + socket errors | trivial route (ceiling) | play as share of ceiling | server CPU a request: play / trivial |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Signing receipts, same run: the unsigned server (\`RECEIPT_SIGNING=off\`) played the same rounds, alternating with the signed one; "signing adds" is the median over rounds of each round's signed minus unsigned answer p50, with the spread of single rounds (budget: 1 ms, decision 008). "One receipt signed alone" is the Worker's own signing code (two SHA-256 tags and one Ed25519 signature) timed in the bench's Node process, median of batches of 1,000.

| connections | answer p50, signed | answer p50, unsigned | signing adds (p50) | one receipt signed alone |
|---|---|---|---|---|
${signingRows.join("\n")}`,
  );
}
