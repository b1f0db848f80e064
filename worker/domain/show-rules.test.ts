// Proves how a show's pool is split: equal whole-paisa shares that always sum to the pool,
// the paise left over one each to the earliest last answers (ties by player id), the same
// split in any order the winners arrive, and nothing paid when nobody won.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitPool } from "./show-rules";

const winner = (playerId: string, lastAnsweredAt: number) => ({ playerId, lastAnsweredAt });

describe("splitPool", () => {
  it("gives every winner the same share when the pool divides", () => {
    expect(splitPool(30_000, [winner("a", 5), winner("b", 3), winner("c", 4)])).toEqual({
      sharePaise: 10_000,
      shares: [
        { playerId: "a", sharePaise: 10_000 },
        { playerId: "b", sharePaise: 10_000 },
        { playerId: "c", sharePaise: 10_000 },
      ],
    });
  });

  it("gives the paise left over one each to the earliest last answers", () => {
    const { sharePaise, shares } = splitPool(10_001, [
      winner("late", 300),
      winner("first", 100),
      winner("second", 200),
    ]);
    expect(sharePaise).toBe(3333);
    expect(shares).toEqual([
      { playerId: "late", sharePaise: 3333 },
      { playerId: "first", sharePaise: 3334 },
      { playerId: "second", sharePaise: 3334 },
    ]);
  });

  it("breaks a tie on the last answer's moment by player id, so a retry splits the same", () => {
    const { shares } = splitPool(3, [winner("b", 7), winner("a", 7)]);
    expect(shares).toEqual([
      { playerId: "b", sharePaise: 1 },
      { playerId: "a", sharePaise: 2 },
    ]);
  });

  it("pays a paisa each to the earliest when the pool is smaller than the winners", () => {
    const { sharePaise, shares } = splitPool(2, [winner("a", 3), winner("b", 1), winner("c", 2)]);
    expect(sharePaise).toBe(0);
    expect(shares.map((share) => share.sharePaise)).toEqual([0, 1, 1]);
  });

  it("pays nothing when nobody won", () => {
    expect(splitPool(30_000, [])).toEqual({ sharePaise: 0, shares: [] });
  });

  it("refuses a pool that is not whole paise, and a winner listed twice", () => {
    expect(() => splitPool(10.5, [winner("a", 1)])).toThrow();
    expect(() => splitPool(-1, [winner("a", 1)])).toThrow();
    expect(() => splitPool(10, [winner("a", 1), winner("a", 2)])).toThrow();
  });

  it("always shares out the whole pool, each share within a paisa of the others, whatever the order", () => {
    const winners = fc.uniqueArray(
      fc.record({
        playerId: fc.string({ minLength: 1, maxLength: 6 }),
        lastAnsweredAt: fc.nat(50),
      }),
      { minLength: 1, maxLength: 40, selector: (w) => w.playerId },
    );
    fc.assert(
      fc.property(fc.nat(1_000_000), winners, (pool, list) => {
        const { sharePaise, shares } = splitPool(pool, list);
        const amounts = shares.map((share) => share.sharePaise);
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(pool);
        expect(Math.min(...amounts)).toBe(sharePaise);
        expect(Math.max(...amounts) - sharePaise).toBeLessThanOrEqual(1);
        const byPlayer = (split: typeof shares) =>
          Object.fromEntries(split.map((share) => [share.playerId, share.sharePaise]));
        expect(byPlayer(splitPool(pool, [...list].reverse()).shares)).toEqual(byPlayer(shares));
      }),
    );
  });
});
