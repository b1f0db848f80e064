import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { LiveQuestionsResponse } from "../contract/admin-questions";
import { questionBankRoutes } from "../contract/routes/admin-questions";
import { type DevPlayer, signInDemoAdmin, signInDevPlayer, startLocalServer } from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { medianOfRounds } from "./rounds";
import { percentile, round } from "./stats";

/**
 * `npm run bench:play -- [--connections 10,100] [--seconds 10] [--rounds 5] [--url http://...]
 * [--no-report]`
 * autocannon drives the play loop with many players at once: each connection takes an
 * idle player, fetches the open question (the server issues one if none is open) and
 * answers it correctly from the live bank's answers, which the main admin reads and only
 * a benchmark may play with; a player without a run starts one. Then the same load on a
 * trivial route of the same Worker gives the ceiling to read the play numbers against.
 * Medians of the rounds after a warm-up; each round plays with fresh players. The
 * server's CPU, the state on a memory file system and the answer limit's local cost are
 * the lab's to weigh (lab/README.md).
 */
const { values } = parseArgs({
  options: {
    /** Light load shows the path's own latency; heavy load its throughput. */
    connections: { type: "string", default: "10,100" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    url: { type: "string" },
    port: { type: "string", default: "8799" },
    "no-report": { type: "boolean", default: false },
  },
});
const connectionCounts = values.connections.split(",").map(Number);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

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

const server = await startLocalServer(values.url, { port: Number(values.port) });
const adminHeaders = {
  "Content-Type": "application/json",
  Authorization: `Bearer ${await signInDemoAdmin(server.runtimeUrl)}`,
};

/** Ten free tries a day, so a bench player plays ten runs before it is retired. */
async function allowManyRunsPerPlayer() {
  const settingsUrl = `${server.runtimeUrl}/admin/settings/run`;
  const current = await (await fetch(settingsUrl, { headers: adminHeaders })).json();
  const response = await fetch(settingsUrl, {
    method: "PUT",
    headers: adminHeaders,
    body: JSON.stringify({ ...current, freeTriesPerDay: 10 }),
  });
  if (!response.ok) throw new Error(`settings refused: ${await response.text()}`);
}

/** Each live question's right choice by its text, read page by page from the admin's bank. */
async function liveAnswerKey(): Promise<Map<string, string>> {
  const key = new Map<string, string>();
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${server.runtimeUrl}${questionBankRoutes.liveQuestions.path}?page=${page}`,
      {
        headers: adminHeaders,
      },
    );
    if (!response.ok) throw new Error(`live bank refused: ${await response.text()}`);
    const { data, total, pageSize } = (await response.json()) as LiveQuestionsResponse;
    for (const question of data) key.set(question.Questio, question.Ans);
    if (page * pageSize >= total) return key;
  }
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

/**
 * Progress on stderr, a line when a timed phase begins: a long sitting shows where it is,
 * and the lab's profiler can start when the phase it samples does.
 */
function phaseStarts(phase: string) {
  console.error(`${new Date().toISOString().slice(11, 19)} ${phase}`);
}

async function playRound(answerKey: Map<string, string>, connections: number, round: number) {
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
  const result = await autocannon({
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
  });
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
  };
}

async function ceilingRound(connections: number) {
  phaseStarts(`trivial route at ${connections} connections`);
  const result = await autocannon({
    url: `${server.runtimeUrl}/api/auth/config`,
    connections,
    duration: seconds,
  });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * The play round and the ceiling in the same round (first or last, turning), so the share
 * of the ceiling compares what one sitting's machine gave both.
 */
async function pairedRound(answerKey: Map<string, string>, connections: number, round: number) {
  const ceilingFirst = round % 2 === 1;
  const before = ceilingFirst ? await ceilingRound(connections) : null;
  const play = await playRound(answerKey, connections, round);
  const ceiling = before ?? (await ceilingRound(connections));
  return {
    ...play,
    ceilingRps: ceiling.rps,
    ceilingP99: ceiling.p99,
    share: play.playRps / ceiling.rps,
  };
}

const rows: string[] = [];
try {
  await allowManyRunsPerPlayer();
  const answerKey = await liveAnswerKey();
  for (const connections of connectionCounts) {
    const { medians: play } = await medianOfRounds(rounds, (round) =>
      pairedRound(answerKey, connections, round),
    );
    console.table(play);
    const r = (key: keyof typeof play) => round(play[key]);
    rows.push(
      // The share is the median of each round's own share: the ceiling moves with the machine.
      `| ${connections} | ${r("answersPerSecond")} | ${r("answerP50")} / ${r("answerP99")} ms | ${r("fetchesPerSecond")} | ${r("fetchP50")} / ${r("fetchP99")} ms | ${r("playRps")} | ${play.errors} | ${r("ceilingRps")} req/s (p99 ${r("ceilingP99")} ms) | ${round(play.share * 100)} % |`,
    );
  }
} finally {
  server.stop();
}

console.log(rows.join("\n"));
if (!values["no-report"]) {
  writeReportSection(
    "play",
    `Machine: ${machineLine()}. Command: \`npm run bench:play -- --connections ${values.connections} --seconds ${seconds} --rounds ${rounds}\` (autocannon in its own process on the same machine; medians of ${rounds} rounds of ${seconds} s after a warm-up; each round measures the trivial route's ceiling too, and the share is the median of each round's own share).

| connections | answers/s | answer p50 / p99 | question fetches/s | fetch p50 / p99 | play requests/s | 5xx, 429 + socket errors | trivial route (ceiling) | play as share of ceiling |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`,
  );
}
