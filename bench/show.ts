import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { AccountResponse } from "../contract/account";
import type { Choice } from "../contract/play";
import type { ShowMessage } from "../contract/realtime";
import type { AdminShowResponse, CreateShowResponse } from "../contract/shows";
import { endsAt, openAt, revealAt } from "../worker/domain/show-timeline";
import { signInDemoAdmin, signInDevPlayer, startLocalServer } from "./local-server";
import { publishTo, startFloorServer, startWsServer } from "./references/start-references";
import { machineLine, writeReportSection } from "./report";
import { type Client, closeAll, connect, connectAll, timeBroadcasts } from "./socket-clients";
import { percentile, round } from "./stats";

/**
 * `npm run bench:show -- [--players 5000] [--questions 5] [--seconds 30] [--url http://...]
 * [--no-report]`
 *
 * One live show against a fresh local server, played by simulated players from this
 * process: each signs in through the development provider, opens its socket with its
 * token, and joins over HTTP; the admin API creates the show to start once all have
 * joined. Each question, every player still in answers at a random moment between one
 * second in (nobody reads four options faster) and 60 % of the window: 70 % the right
 * option, 10 / 8 / 7 % the wrong ones, 5 % never. The
 * bench checks each reveal's counts and survivors against what the server accepted, that
 * every socket got the same reveal, and each player's cash against the survivors' shares.
 * Beside it, the same number of sockets on fanout's two references (the bare Durable
 * Object and `ws`), measured in the same run before the show.
 */
const { values } = parseArgs({
  options: {
    players: { type: "string", default: "5000" },
    questions: { type: "string", default: "5" },
    /** Each question's window: the answers spread over its first 60 %. */
    seconds: { type: "string", default: "30" },
    concurrency: { type: "string", default: "48" },
    url: { type: "string" },
    port: { type: "string", default: "8794" },
    "floor-port": { type: "string", default: "8791" },
    "ws-port": { type: "string", default: "8792" },
    "no-report": { type: "boolean", default: false },
  },
});
const playerCount = Number(values.players);
const questionCount = Number(values.questions);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const POOL_RUPEE = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The soonest a player answers after a question opens: the time to read it. */
const READING_MS = 1000;
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
const toWs = (url: string) => `${url.replace(/^http/, "ws")}/api/ws`;

/** Runs `work` over `items`, `width` at a time, in order of the items. */
async function eachInPool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** A request, tried again when the local runtime resets the connection under load. */
async function send(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error;
      await sleep(200 * attempt);
    }
  }
}

/** The same spread of choices every run: a small seeded generator per player and question. */
function chance(player: number, question: number): number {
  let x = Math.imul(player + 1, 0x9e3779b1) ^ Math.imul(question + 1, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  return ((x ^ (x >>> 12)) >>> 0) % 100;
}
const CHOICES: Choice[] = ["a", "b", "c", "d"];
function choiceOf(player: number, question: number, correct: Choice): Choice | null {
  const r = chance(player, question);
  const wrong = CHOICES.filter((choice) => choice !== correct);
  if (r < 70) return correct;
  if (r >= 95) return null;
  return wrong[r < 80 ? 0 : r < 88 ? 1 : 2] ?? null;
}

type Player = {
  n: number;
  token: string;
  ip: string;
  client: Client | null;
  alive: boolean;
};

const server = await startLocalServer(values.url, {
  port: Number(values.port),
  stateDir: ".wrangler/bench-show",
});
const base = server.runtimeUrl;
const adminHeaders = {
  "Content-Type": "application/json",
  Authorization: `Bearer ${await signInDemoAdmin(base)}`,
};
const headersOf = (player: Player) => ({
  Authorization: `Bearer ${player.token}`,
  "CF-Connecting-IP": player.ip,
  "Content-Type": "application/json",
});

/** The references' p99 from trigger to receipt, with as many sockets as players. */
async function referenceP99(
  start: (port: number) => ReturnType<typeof startFloorServer>,
  port: number,
) {
  const reference = await start(port);
  try {
    // A reference hands a new socket its last message, and a socket is open once it has one.
    await publishTo(reference.url)(false);
    const { clients } = await connectAll(toWs(reference.url), playerCount, 200);
    let paused = true;
    const timed = await timeBroadcasts(clients, 3, () => {
      paused = !paused;
      return publishTo(reference.url)(paused);
    });
    closeAll(clients);
    await sleep(500);
    return timed.p99;
  } finally {
    await reference.stop();
  }
}

const stamp = Date.now();
const loadAtStart = loadavg();
const players: Player[] = Array.from({ length: playerCount }, (_, n) => ({
  n,
  token: "",
  ip: `10.${200 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
  client: null,
  alive: true,
}));
const phases: Record<string, number> = {};
async function phase(name: string, work: () => Promise<void>) {
  const started = Date.now();
  await work();
  phases[name] = Date.now() - started;
  console.log(`${name}: ${phases[name]} ms`);
}

type Row = {
  delivery: number[];
  acceptance: number[];
  reveal: number[];
  accepted: number;
  refused: Record<string, number>;
  exact: boolean;
  survivors: number;
  /** Accepted answers missing from the reveal's counts. */
  lost: number;
};
const rows: Row[] = [];
let floorP99 = Number.NaN;
let wsP99 = Number.NaN;
let ended: { winners: number; sharePaise: number } | null = null;
let payoutsExact = false;
let unreachedQuestions = 0;
try {
  floorP99 = await referenceP99(startFloorServer, Number(values["floor-port"]));
  wsP99 = await referenceP99(startWsServer, Number(values["ws-port"]));
  await phase("sign-in", () =>
    eachInPool(players, concurrency, async (player) => {
      const email = `show-bench-${stamp}-${player.n}@example.com`;
      for (let attempt = 1; !player.token; attempt++) {
        try {
          player.token = (
            await signInDevPlayer(base, { email, name: "Bench", ip: player.ip })
          ).token;
        } catch (error) {
          // The local runtime resets a connection now and then under load: sign in again.
          if (attempt === 3 || !(error instanceof TypeError)) throw error;
        }
      }
    }),
  );
  await phase("sockets", () =>
    eachInPool(players, 100, async (player) => {
      player.client = await connect(toWs(base), undefined, [`bearer.${player.token}`]);
    }),
  );
  // Joining takes a third to a half of the sign-ins' time here (more on a busier machine):
  // the start leaves three quarters of it, and 10 s more.
  const show = {
    startsAt: Date.now() + 10_000 + Math.round((phases["sign-in"] ?? 0) * 0.75),
    questionCount,
    secondsPerQuestion: seconds,
  };
  const created = await send(`${base}/admin/shows`, {
    method: "POST",
    headers: adminHeaders,
    body: JSON.stringify({
      title: "Bench show",
      language: "en",
      prizePoolRupee: POOL_RUPEE,
      ...show,
    }),
  });
  if (created.status !== 201) throw new Error(`create refused: ${await created.text()}`);
  const { id } = (await created.json()) as CreateShowResponse;
  await phase("joins", () =>
    eachInPool(players, concurrency, async (player) => {
      const joined = await send(`${base}/api/shows/${id}/join`, {
        method: "POST",
        headers: headersOf(player),
      });
      if (!joined.ok) throw new Error(`join refused: ${joined.status} ${await joined.text()}`);
    }),
  );
  if (Date.now() >= show.startsAt) throw new Error("the joins outlasted the lobby: start later");
  const heard = (player: Player, event: ShowMessage["event"], index?: number) =>
    player.client?.shows.find(
      ({ message }) =>
        message.showId === id &&
        message.event === event &&
        (index === undefined || ("index" in message && message.index === index)),
    );

  for (let q = 0; q < questionCount; q++) {
    await sleepUntil(openAt(show, q) + READING_MS);
    const host = (await (
      await send(`${base}/admin/shows/${id}`, { headers: adminHeaders })
    ).json()) as AdminShowResponse;
    const correct = host.questions[q]?.correct;
    if (!correct) throw new Error(`question ${q} is not open`);
    const spread = seconds * 600;
    const turns = players
      .filter((player) => player.alive)
      .map((player) => ({
        player,
        choice: choiceOf(player.n, q, correct),
        at: openAt(show, q) + READING_MS + Math.random() * (spread - READING_MS),
      }))
      .filter((turn) => turn.choice !== null)
      .sort((a, b) => a.at - b.at);
    const row: Row = {
      delivery: [],
      acceptance: [],
      reveal: [],
      accepted: 0,
      refused: {},
      exact: false,
      survivors: 0,
      lost: 0,
    };
    const sent = [0, 0, 0, 0];
    const rightNow = new Set<Player>();
    await eachInPool(turns, concurrency, async ({ player, choice, at }) => {
      await sleepUntil(at);
      // A player answers what its screen shows: no question on its socket, no answer.
      if (!heard(player, "question", q)) return;
      const started = performance.now();
      const reply = await send(`${base}/api/shows/${id}/answers`, {
        method: "POST",
        headers: headersOf(player),
        body: JSON.stringify({ index: q, choice }),
      });
      row.acceptance.push(performance.now() - started);
      if (reply.status === 202) {
        row.accepted++;
        sent[CHOICES.indexOf(choice as Choice)]! += 1;
        if (choice === correct) rightNow.add(player);
      } else {
        const { error } = (await reply.json()) as { error: string };
        row.refused[error] = (row.refused[error] ?? 0) + 1;
      }
    });
    for (const player of players) if (player.alive) player.alive = rightNow.has(player);
    row.survivors = rightNow.size;
    await sleepUntil(revealAt(show, q) + 3000);
    const reveals = new Set<string>();
    for (const player of players) {
      const question = heard(player, "question", q);
      const reveal = heard(player, "reveal", q);
      if (question) row.delivery.push(question.at - openAt(show, q));
      else unreachedQuestions++;
      if (reveal) row.reveal.push(reveal.at - revealAt(show, q));
      reveals.add(JSON.stringify(reveal?.message ?? null));
    }
    const expected = JSON.stringify({
      type: "show",
      event: "reveal",
      showId: id,
      index: q,
      correct,
      counts: sent,
      survivors: rightNow.size,
    });
    row.exact = reveals.size === 1 && reveals.has(expected);
    const counted = heard(players[0] as Player, "reveal", q)?.message;
    const countedSum = counted?.event === "reveal" ? counted.counts.reduce((a, b) => a + b, 0) : 0;
    row.lost = Math.max(0, row.accepted - countedSum);
    if (!row.exact)
      console.warn(
        `reveal ${q}: expected ${expected}, heard ${[...reveals].slice(0, 3).join(" | ")}`,
      );
    rows.push(row);
    console.log(
      `question ${q}: ${row.accepted} accepted, ${JSON.stringify(row.refused)}, survivors ${rightNow.size}, exact ${row.exact}`,
    );
  }

  await sleepUntil(endsAt(show));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && players.some((player) => !heard(player, "ended")))
    await sleep(200);
  const end = heard(players[0] as Player, "ended")?.message;
  if (end?.event === "ended") ended = { winners: end.winners, sharePaise: end.sharePaise };
  const survivors = players.filter((player) => player.alive);
  const cash = new Map<Player, number>();
  await phase("payout check", () =>
    eachInPool(players, concurrency, async (player) => {
      const account = (await (
        await send(`${base}/api/account`, { headers: headersOf(player) })
      ).json()) as AccountResponse;
      cash.set(player, account.balances.cash);
    }),
  );
  const share = ended?.sharePaise ?? -1;
  const paid = [...cash.values()].reduce((sum, paise) => sum + paise, 0);
  payoutsExact =
    ended?.winners === survivors.length &&
    players.every((player) => {
      const got = cash.get(player) ?? -1;
      return player.alive ? got === share || got === share + 1 : got === 0;
    }) &&
    paid === (survivors.length > 0 ? POOL_RUPEE * 100 : 0);
  console.log(
    `ended ${JSON.stringify(ended)}, survivors ${survivors.length}, paid ${paid}, exact ${payoutsExact}`,
  );
} finally {
  for (const player of players) player.client?.socket.terminate();
  server.stop();
}

const all = (key: "delivery" | "acceptance" | "reveal") => rows.flatMap((row) => row[key]);
const ms = (value: number) => `${round(value, 0)} ms`;
const seconds_ = (value: number | undefined) => `${round((value ?? 0) / 1000, 0)} s`;
const deliveryP99 = percentile(all("delivery"), 99);
const accepted = rows.reduce((sum, row) => sum + row.accepted, 0);
const refusedOf = (row: Row) =>
  Object.entries(row.refused)
    .map(([code, n]) => `${n} ${code}`)
    .join(", ") || "0";
const exact = rows.every((row) => row.exact);
const lost = rows.reduce((sum, row) => sum + row.lost, 0);
const questionRows = rows.map(
  (row, q) =>
    `| ${q + 1} | ${row.accepted} | ${refusedOf(row)} | ${ms(percentile(row.delivery, 99))} | ${ms(percentile(row.acceptance, 50))} / ${ms(percentile(row.acceptance, 99))} | ${ms(percentile(row.reveal, 99))} | ${row.survivors} | ${row.exact ? "yes" : "**no**"} |`,
);
const summary = `| ${playerCount} | ${ms(Math.min(...all("delivery")))} | ${ms(deliveryP99)} / ${ms(floorP99)} / ${ms(wsP99)} | ${round(deliveryP99 / floorP99, 2)}× | ${ms(percentile(all("acceptance"), 99))} | ${ms(percentile(all("reveal"), 99))} | ${accepted} | ${lost} | ${exact ? "yes" : "**no**"} | ${payoutsExact ? "yes" : "**no**"} (${ended?.winners ?? "?"} winners) |`;
console.log([summary, ...questionRows].join("\n"));
if (!values["no-report"]) {
  writeReportSection(
    "show",
    `Machine: ${machineLine()}. Command: \`npm run bench:show -- --players ${playerCount} --questions ${questionCount} --seconds ${seconds}\` (players simulated in the bench's own process on the same machine: sign-in ${seconds_(phases["sign-in"])}, sockets ${seconds_(phases.sockets)}, joins ${seconds_(phases.joins)}; one run; the references measured with as many sockets in the same run, median of 3 broadcasts). Delivery is from the question's scheduled opening to each socket's receipt (the floor and \`ws\`: from just before the publish); the reveal is timed from when answers stop being taken (the close plus the 1 s grace). Questions that never reached a socket: ${unreachedQuestions}. Load average (1 / 5 / 15 min) at the start ${loadAtStart.map((n) => round(n, 1)).join(" / ")}, at the end ${loadavg()
      .map((n) => round(n, 1))
      .join(" / ")} (other work shared the machine).

| players | first question receipt | question delivery p99: ours / floor / \`ws\` | ours/floor | answer acceptance p99 | reveal p99 | answers accepted | lost | counts and survivors exact | payouts exact |
|---|---|---|---|---|---|---|---|---|---|
${summary}`,
  );
}
