import { env } from "cloudflare:workers";
import type fc from "fast-check";

/**
 * How hard to fuzz. `npm test` runs 1,000 cases per property (a route family, a socket
 * property) with a fixed seed, so a failure there reproduces as is; `npm run fuzz` sets
 * FUZZ_RUNS=10000 and leaves the seed to fast-check, which prints it with the
 * counterexample. FUZZ_SEED=<seed> replays one. Both arrive as bindings set by
 * vitest.config.ts, because the tests run inside workerd and see no process.env.
 */
export const FUZZ_RUNS = Number(env.FUZZ_RUNS) || 1_000;
const FIXED_SEED = 20_261_122;

function seed(): number | undefined {
  if (env.FUZZ_SEED) return Number(env.FUZZ_SEED);
  return env.FUZZ_RUNS ? undefined : FIXED_SEED;
}

export function fuzzParameters<T>(): fc.Parameters<T> {
  const chosen = seed();
  return { numRuns: FUZZ_RUNS, ...(chosen === undefined ? {} : { seed: chosen }) };
}

/** Generous: a run is a few milliseconds alone, many more on a busy two-core machine. */
export const FUZZ_TIMEOUT_MS = 60_000 + FUZZ_RUNS * 60;
