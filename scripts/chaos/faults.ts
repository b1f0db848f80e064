import type { ChaosServer } from "./server";
import { between, pause, type World } from "./world";

/**
 * The faults of one run, drawn from the seed: `kill -9` of the whole runtime at random
 * moments (then a restart on the same state), and between them and after them the
 * lighter faults through the chaos control: a Durable Object evicted mid-call, an alarm
 * fired again and once more late, every hub's sockets dropped. Then the D1 phase:
 * windows in which a share of D1 calls fail or time out.
 */
export type FaultCounts = {
  kills: number;
  restartSeconds: number[];
  evictions: number;
  alarmsAgain: number;
  socketDrops: number;
  d1Windows: number;
  d1CallsFailed: number;
};

export const noFaults = (): FaultCounts => ({
  kills: 0,
  restartSeconds: [],
  evictions: 0,
  alarmsAgain: 0,
  socketDrops: 0,
  d1Windows: 0,
  d1CallsFailed: 0,
});

type Plan = { kills: number; killSeconds: number; d1Windows: number; d1Share: number };

const control = (world: World, path: string, body: unknown) =>
  world.http.call(`chaos ${path}`, `/api/__chaos/${path}`, { body });

/** The moments (seconds from the start of the kill phase) of each kill, sorted. */
export function killMoments(world: World, { kills, killSeconds }: Plan): number[] {
  return Array.from({ length: kills }, () => world.random() * killSeconds).sort((a, b) => a - b);
}

export async function injectFaults(
  world: World,
  server: ChaosServer,
  plan: Plan,
  counts: FaultCounts,
) {
  const started = Date.now();
  for (const moment of killMoments(world, plan)) {
    const wait = started + moment * 1000 - Date.now();
    if (wait > 0) await lightFaults(world, wait, counts);
    // The restart waits as long as the machine needs; load keeps knocking meanwhile.
    const down = Date.now();
    counts.kills++;
    world.http.down = (async () => {
      await server.restart();
    })();
    await world.http.down;
    world.http.down = null;
    counts.restartSeconds.push((Date.now() - down) / 1000);
  }
  for (let window = 0; window < plan.d1Windows; window++) {
    const seconds = between(world, 8, 15);
    await control(world, "d1", {
      share: plan.d1Share,
      ms: 1_500,
      seconds,
      seed: world.seed + window,
    });
    counts.d1Windows++;
    await lightFaults(world, seconds * 1000, counts);
    const closed = await control(world, "d1", { share: 0, ms: 0, seconds: 0, seed: 0 });
    counts.d1CallsFailed = Number(closed.json.injected ?? 0);
    await pause(3_000);
  }
}

/** Evictions, alarms again and socket drops at random while `ms` passes. */
async function lightFaults(world: World, ms: number, counts: FaultCounts) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await pause(Math.min(until - Date.now(), between(world, 1_000, 4_000)));
    if (Date.now() >= until) return;
    const dice = world.random();
    const players = [...world.journal.players];
    const target =
      dice < 0.6 && players.length > 0
        ? { object: "player-run", name: players[between(world, 0, players.length - 1)] }
        : { object: "game-room", name: "global" };
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
  }
}
