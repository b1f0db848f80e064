import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { seedQuestions } from "../scripts/seed-questions";
import { type DevPlayer, signInDemoAdmin, signInDevPlayer, startLocalServer } from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { medianOfRounds } from "./rounds";
import { percentile, round } from "./stats";

/**
 * `npm run bench:play -- [--connections 10,100] [--seconds 10] [--rounds 5] [--url http://...]`
 * autocannon drives the play loop with many players at once: each connection takes an
 * idle player, fetches the open question (the server issues one if none is open) and
 * answers it correctly from the seed's answer key, which only a benchmark may know; a
 * player without a run starts one. Then the same load on a trivial route of the same
 * Worker gives the ceiling to read the play numbers against. Medians of the rounds after
 * a warm-up; each round plays with fresh players.
 */
const { values } = parseArgs({
  options: {
    /** Light load shows the path's own latency; heavy load its throughput. */
    connections: { type: "string", default: "10,100" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
    url: { type: "string" },
    "no-report": { type: "boolean", default: false },
  },
});
const connectionCounts = values.connections.split(",").map(Number);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const answerKey = new Map(seedQuestions.map((q) => [q.text, q.answer]));

type Kind = "fetch" | "answer" | "start";
type Turn = { player: DevPlayer; sentAt: number; kind: Kind; attemptId?: string; answer?: string };

const server = await startLocalServer(values.url);

/** Ten free tries a day, so a bench player plays ten runs before it is retired. */
async function allowManyRunsPerPlayer() {
  const adminToken = await signInDemoAdmin(server.runtimeUrl);
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` };
  const settingsUrl = `${server.runtimeUrl}/admin/settings/run`;
  const current = await (await fetch(settingsUrl, { headers })).json();
  const response = await fetch(settingsUrl, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...current, freeTriesPerDay: 10 }),
  });
  if (!response.ok) throw new Error(`settings refused: ${await response.text()}`);
}

async function signInPlayers(round: number, count: number) {
  const stamp = Date.now();
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      signInDevPlayer(server.runtimeUrl, {
        email: `bench-${stamp}-${round}-${i}@example.com`,
        name: "Bench",
        // Locally the Worker trusts CF-Connecting-IP: one address per player keeps the
        // setup under the per-IP sign-in limit.
        ip: `10.${70 + (round % 50)}.${Math.floor(i / 250)}.${i % 250}`,
      }),
    ),
  );
}

const playerHeaders = (player: DevPlayer) => ({
  Authorization: `Bearer ${player.token}`,
  "Content-Type": "application/json",
});

async function playRound(connections: number, round: number) {
  const everyone = await signInPlayers(round, connections * 2);
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
  const result = await autocannon({
    url: server.runtimeUrl,
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
      fetch(`${server.runtimeUrl}/api/delete/by/user/id/for/valid/data/${player.user}`, {
        method: "DELETE",
        headers: playerHeaders(player),
      }),
    ),
  );
  const errors = [...statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
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
  const result = await autocannon({
    url: `${server.runtimeUrl}/api/auth/config`,
    connections,
    duration: seconds,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const rows: string[] = [];
try {
  await allowManyRunsPerPlayer();
  for (const connections of connectionCounts) {
    const play = (await medianOfRounds(rounds, (round) => playRound(connections, round))).medians;
    const ceiling = (await medianOfRounds(rounds, () => ceilingRound(connections))).medians;
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
      ceilingRps: round(ceiling.rps),
      ceilingP99Ms: round(ceiling.p99),
      shareOfCeiling: `${round((play.playRps / ceiling.rps) * 100)} %`,
    };
    console.table(result);
    rows.push(
      `| ${connections} | ${result.answersPerSecond} | ${result.answerP50Ms} / ${result.answerP99Ms} ms | ${result.fetchesPerSecond} | ${result.fetchP50Ms} / ${result.fetchP99Ms} ms | ${result.playRps} | ${result.errors} | ${result.ceilingRps} req/s (p99 ${result.ceilingP99Ms} ms) | ${result.shareOfCeiling} |`,
    );
  }
} finally {
  server.stop();
}

if (!values["no-report"]) {
  writeReportSection(
    "play",
    `Machine: ${machineLine()}. Command: \`npm run bench:play -- --connections ${values.connections} --seconds ${seconds} --rounds ${rounds}\` (autocannon in its own process on the same machine; medians of ${rounds} rounds of ${seconds} s after a warm-up).

| connections | answers/s | answer p50 / p99 | question fetches/s | fetch p50 / p99 | play requests/s | 5xx + socket errors | trivial route (ceiling) | play as share of ceiling |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`,
  );
}
