// Proves the choice of a player's tally shard, pure: the same player always lands on the
// same shard, every shard of a show gets a fair part of many players, and a bad setting
// falls back to one shard. The shards themselves are proven in worker/durable/show-tally.test.ts.
import { describe, expect, it } from "vitest";
import { tallyName, tallyShardCount, tallyShardOf } from "./show-shards";

describe("a player's tally shard", () => {
  it("is the same for the same player, and within the show's count", () => {
    for (const player of ["p-1", "p-2", "a-much-longer-player-id-0123456789"]) {
      const shard = tallyShardOf(player, 4);
      expect(tallyShardOf(player, 4)).toBe(shard);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(4);
    }
  });

  it("spreads many players fairly over the shards", () => {
    const perShard = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) {
      const shard = tallyShardOf(crypto.randomUUID(), 8);
      perShard[shard] = (perShard[shard] ?? 0) + 1;
    }
    for (const count of perShard) expect(count).toBeGreaterThan(800);
  });

  it("is named by the show and its number", () => {
    expect(tallyName("show-1", 3)).toBe("show-1:tally-3");
  });
});

describe("the shard count setting", () => {
  it("takes a whole number from 1 to 1,000, else one shard", () => {
    expect(tallyShardCount("4")).toBe(4);
    expect(tallyShardCount("1000")).toBe(1000);
    for (const bad of [undefined, "", "0", "-2", "1001", "many"]) {
      expect(tallyShardCount(bad)).toBe(1);
    }
  });
});
