import { tallyName } from "../../worker/domain/show-shards";
import type { ChaosServer } from "./server";
import { between, pause, type World } from "./world";

/**
 * The faults of one run, drawn from the seed: `kill -9` of the whole runtime at random
 * moments of its uptime (then a restart on the same state), and between them and after
 * them the lighter faults through the chaos control: a Durable Object evicted mid-call,
 * an alarm fired again and once more late, every hub's sockets dropped. Then the D1
 * phase: windows in which a share of D1 calls fail or time out.
 */
export type FaultCounts = {
  kills: number;
  restartSeconds: number[];
  evictions: number;
  alarmsAgain: number;
  socketDrops: number;
  d1Windows: number;
  d1CallsFailed: number;
  /** When each fault struck and its effects could last (epoch ms): 5xx outside are errors. */
  spans: [number, number][];
};

export const noFaults = (): FaultCounts => ({
  kills: 0,
  restartSeconds: [],
  evictions: 0,
  alarmsAgain: 0,
  socketDrops: 0,
  d1Windows: 0,
  d1CallsFailed: 0,
  spans: [],
});

export type FaultPlan = {
  kills: number;
  /** The runtime's uptime over which the kills are spread; restarts come on top. */
  killSeconds: number;
  d1Windows: number;
  d1Share: number;
  /** The pause between two light faults, in ms, drawn between these. */
  lightEveryMs: [number, number];
  /** Light faults (and a D1 window after each stretch) until then, after the kills. */
  soakUntil?: number;
};

/** A fault's effects: a retry after it may still meet them for a few seconds. */
const AFTERMATH_MS = 5_000;

const control = (world: World, path: string, body: unknown) =>
  world.http.call(`chaos ${path}`, `/api/__chaos/${path}`, { body });

export async function injectFaults(
  world: World,
  server: ChaosServer,
  plan: FaultPlan,
  counts: FaultCounts,
) {
  const moments = Array.from({ length: plan.kills }, () => world.random() * plan.killSeconds);
  let previous = 0;
  for (const moment of moments.sort((a, b) => a - b)) {
    await lightFaults(world, (moment - previous) * 1000, plan, counts);
    previous = moment;
    const down = Date.now();
    counts.kills++;
    world.http.down = server.restart();
    await world.http.down;
    world.http.down = null;
    counts.restartSeconds.push((Date.now() - down) / 1000);
    counts.spans.push([down, Date.now() + AFTERMATH_MS]);
  }
  await lightFaults(world, (plan.killSeconds - previous) * 1000, plan, counts);
  do {
    for (let window = 0; window < plan.d1Windows; window++) await d1Window(world, plan, counts);
    if (plan.soakUntil) await lightFaults(world, plan.lightEveryMs[1], plan, counts);
  } while (plan.soakUntil && Date.now() < plan.soakUntil);
}

async function d1Window(world: World, plan: FaultPlan, counts: FaultCounts) {
  const seconds = between(world, 8, 15);
  const opened = Date.now();
  const seed = world.seed + counts.d1Windows;
  await control(world, "d1", { share: plan.d1Share, ms: 1_500, seconds, seed });
  counts.d1Windows++;
  await pause(seconds * 1000);
  const closed = await control(world, "d1", { share: 0, ms: 0, seconds: 0, seed: 0 });
  counts.d1CallsFailed = Number(closed.json.injected ?? 0);
  counts.spans.push([opened, Date.now() + AFTERMATH_MS]);
  await pause(3_000);
}

/** A show's tally shards on the local server: wrangler.toml's SHOW_TALLY_SHARDS. */
const LOCAL_TALLY_SHARDS = 4;

/**
 * The object a light fault strikes, by `dice`: most often a player's run, then the newest
 * live show's room or one of its tally shards (while there is one), else the game switch.
 */
function strikeTarget(world: World, dice: number): { object: string; name: string } {
  const players = [...world.journal.players];
  const show = world.journal.showsCreated.at(-1);
  if (dice < 0.5 && players.length > 0) {
    return { object: "player-run", name: players[between(world, 0, players.length - 1)] ?? "" };
  }
  if (dice < 0.65 && show) return { object: "show-room", name: show.showId };
  if (dice < 0.8 && show) {
    const shard = between(world, 0, LOCAL_TALLY_SHARDS - 1);
    return { object: "show-tally", name: tallyName(show.showId, shard) };
  }
  return { object: "game-room", name: "global" };
}

/** Evictions, alarms again and socket drops at random while `ms` passes. */
async function lightFaults(world: World, ms: number, plan: FaultPlan, counts: FaultCounts) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await pause(Math.min(until - Date.now(), between(world, ...plan.lightEveryMs)));
    if (Date.now() >= until) return;
    const struck = Date.now();
    const dice = world.random();
    const target = strikeTarget(world, world.random());
    if (dice < 0.4) {
      await control(world, "evict", target);
      counts.evictions++;
    } else if (dice < 0.8) {
      await control(world, "alarm", target);
      // ...and once more, late.
      await pause(between(world, 500, 3_000));
      await control(world, "alarm", target);
      counts.alarmsAgain += 2;
    } else {
      await control(world, "drop-sockets", {});
      counts.socketDrops++;
    }
    counts.spans.push([struck, Date.now() + AFTERMATH_MS]);
  }
}

/** The 5xx answers no fault explains: each is an error of the app itself. */
export const unexplainedErrors = (errorTimes: number[], counts: FaultCounts) =>
  errorTimes.filter((at) => !counts.spans.some(([from, to]) => at >= from && at <= to)).length;
