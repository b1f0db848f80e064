import { median } from "./stats";

/**
 * Every reported figure is the median over `rounds` measured rounds, after one warm-up
 * round whose numbers are thrown away (JIT, object start-up, SQLite page cache).
 */
export async function medianOfRounds<T extends Record<string, number>>(
  rounds: number,
  measure: (round: number) => Promise<T>,
): Promise<{ medians: T; all: T[] }> {
  await measure(0);
  const all: T[] = [];
  for (let round = 1; round <= rounds; round++) all.push(await measure(round));
  const first = all[0];
  if (!first) throw new Error("medianOfRounds needs at least one round");
  const medians = Object.fromEntries(
    Object.keys(first).map((key) => [key, median(all.map((result) => result[key] ?? Number.NaN))]),
  ) as T;
  return { medians, all };
}
