// Proves the chaos run's generator replays: one seed draws the same numbers, in [0, 1),
// and another seed draws others (CHAOS_SEED replays a schedule, docs/RELIABILITY.md).
import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

const draw = (seed: number) => Array.from({ length: 100 }, seededRandom(seed));

describe("seededRandom", () => {
  it("draws the same numbers for the same seed, in [0, 1)", () => {
    expect(draw(35)).toEqual(draw(35));
    expect(draw(35).every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it("draws other numbers for another seed", () => {
    expect(draw(36)).not.toEqual(draw(35));
  });
});
