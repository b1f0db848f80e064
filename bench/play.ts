import { parseArgs } from "node:util";
import { seedQuestions } from "../scripts/seed-questions";
import { startLocalServer } from "./local-server";
import { machineLine, writeReportSection } from "./report";
import { median, percentile, round } from "./stats";

/**
 * `npm run bench:play -- [--players 200] [--url http://...]`
 * Many players at once, each signing in, starting a run and playing it through
 * (question fetch, then answer) against the local server. Answers come from the seed's
 * answer key, which only a benchmark may know. Then the same concurrency on a trivial
 * route of the same Worker gives the ceiling to read the play numbers against.
 */
const { values } = parseArgs({
  options: {
    players: { type: "string", default: "200" },
    url: { type: "string" },
    "no-report": { type: "boolean", default: false },
  },
});
const playerCount = Number(values.players);
const answerKey = new Map(seedQuestions.map((q) => [q.text, q.answer]));

type Timed = { ms: number; ok: boolean };

async function timed(
  url: string,
  init: RequestInit,
): Promise<{ timing: Timed; body: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  return { timing: { ms: performance.now() - started, ok: response.ok }, body };
}

async function signIn(base: string, index: number) {
  // Locally the Worker trusts CF-Connecting-IP; each bench player looks like its own
  // address so the per-IP sign-in limit does not throttle the setup.
  const ip = `10.77.${Math.floor(index / 250)}.${index % 250}`;
  const email = `bench-${Date.now()}-${index}@example.com`;
  const headers = { "CF-Connecting-IP": ip, "Content-Type": "application/json" };
  const { idToken } = (await (
    await fetch(`${base}/api/dev/id-token?email=${email}`, { headers })
  ).json()) as { idToken: string };
  const auth = (await (
    await fetch(`${base}/api/post/google/auth`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, name: "Bench", username: "bench", uid: "bench", idToken }),
    })
  ).json()) as { token: string; user: string };
  return { headers: { ...headers, Authorization: `Bearer ${auth.token}` }, userId: auth.user };
}

async function playRun(
  base: string,
  player: Awaited<ReturnType<typeof signIn>>,
  fetches: Timed[],
  answers: Timed[],
) {
  await fetch(`${base}/api/run/start`, { method: "POST", headers: player.headers });
  for (;;) {
    const question = await timed(`${base}/api/get/question/no/by/user/name/${player.userId}`, {
      headers: player.headers,
    });
    fetches.push(question.timing);
    const data = question.body.data as { _id: string; Question: string } | undefined;
    if (!data) return;
    const verdict = await timed(`${base}/api/verify/answer/question/number`, {
      method: "POST",
      headers: player.headers,
      body: JSON.stringify({
        answer: answerKey.get(data.Question) ?? "a",
        user: player.userId,
        id: data._id,
      }),
    });
    answers.push(verdict.timing);
    const status = verdict.body.Status;
    if (status !== "OK" && status !== "OKK") return;
  }
}

async function ceiling(base: string, concurrency: number, durationMs: number) {
  const timings: Timed[] = [];
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        timings.push((await timed(`${base}/api/auth/config`, {})).timing);
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

const summarize = (timings: Timed[]) => {
  const ms = timings.map((t) => t.ms);
  return {
    count: ms.length,
    errors: timings.filter((t) => !t.ok).length,
    p50: round(median(ms)),
    p99: round(percentile(ms, 99)),
  };
};

const server = await startLocalServer(values.url);
try {
  const players = await Promise.all(
    Array.from({ length: playerCount }, (_, i) => signIn(server.url, i)),
  );
  const fetches: Timed[] = [];
  const answers: Timed[] = [];
  const started = performance.now();
  await Promise.all(players.map((player) => playRun(server.url, player, fetches, answers)));
  const seconds = (performance.now() - started) / 1000;
  const top = await ceiling(server.url, playerCount, Math.max(3000, seconds * 1000));

  const play = { fetch: summarize(fetches), verify: summarize(answers) };
  const playRps = (fetches.length + answers.length) / seconds;
  const ceilingRps = top.timings.length / top.seconds;
  const result = {
    players: playerCount,
    seconds: round(seconds, 2),
    answersPerSecond: round(answers.length / seconds),
    playRequestsPerSecond: round(playRps),
    verifyP50Ms: play.verify.p50,
    verifyP99Ms: play.verify.p99,
    fetchP50Ms: play.fetch.p50,
    fetchP99Ms: play.fetch.p99,
    errors: play.fetch.errors + play.verify.errors,
    ceilingRps: round(ceilingRps),
    ceilingP99Ms: summarize(top.timings).p99,
    shareOfCeiling: `${round((playRps / ceilingRps) * 100)} %`,
  };
  console.table(result);
  if (!values["no-report"]) {
    writeReportSection(
      "play",
      `Machine: ${machineLine()}. Command: \`npm run bench:play -- --players ${playerCount}\` (load generator on the same machine).

| players at once | answers | answers/s | verify p50 / p99 | question fetch p50 / p99 | play requests/s | errors | trivial route (ceiling) | play as share of ceiling |
|---|---|---|---|---|---|---|---|---|
| ${playerCount} | ${answers.length} | ${result.answersPerSecond} | ${result.verifyP50Ms} / ${result.verifyP99Ms} ms | ${result.fetchP50Ms} / ${result.fetchP99Ms} ms | ${result.playRequestsPerSecond} | ${result.errors} | ${result.ceilingRps} req/s (p99 ${result.ceilingP99Ms} ms) | ${result.shareOfCeiling} |`,
    );
  }
} finally {
  server.stop();
}
