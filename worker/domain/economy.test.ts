// Proves the economy report's arithmetic (issue 15: the default economy minted tries): a
// run ends at the first miss, so a player of accuracy p reaches the j-th correct answer
// with chance p^j; coins are worth the catalogue's best coupon rate; the seeded defaults
// give a perfect player less back than a try costs. Pure, in plain Node.
import { describe, expect, it } from "vitest";
import { economyOf, playerReturn } from "./economy";
import { DEFAULT_RUN_SETTINGS, type RunSettings } from "./run-settings";

/** The demo seed's coupon catalogue (scripts/lib/seed.ts). */
const SEEDED_COUPONS = [
  { coinPrice: 100, valuePaise: 1000 },
  { coinPrice: 240, valuePaise: 2500 },
];
const SEEDED_PRIZES = [
  { name: "Quizzy water bottle", starPrice: 10 },
  { name: "Quizzy T-shirt", starPrice: 25 },
];

const settings = (overrides: Partial<RunSettings> = {}): RunSettings => ({
  ...DEFAULT_RUN_SETTINGS,
  ...overrides,
});

describe("playerReturn", () => {
  it("pays a perfect player every question, every coupon and the most stars", () => {
    const perfect = playerReturn(
      settings({ questionsPerRun: 10, coinsPerCorrect: 10, couponEvery: 5, couponValuePaise: 500 }),
      10,
      1,
    );
    expect(perfect).toMatchObject({
      correctAnswers: 10,
      coins: 100,
      coinValuePaise: 1000,
      runCoupons: 2,
      runCouponValuePaise: 1000,
      bonusPaise: 2000,
      stars: 5,
    });
  });

  it("weighs each answer by the chance of getting that far", () => {
    const half = playerReturn(
      settings({ questionsPerRun: 2, coinsPerCorrect: 4, couponEvery: 2, couponValuePaise: 100 }),
      1,
      0.5,
    );
    expect(half.correctAnswers).toBeCloseTo(0.5 + 0.25);
    expect(half.runCoupons).toBeCloseTo(0.25);
    expect(half.bonusPaise).toBeCloseTo(0.75 * 4 + 0.25 * 100);
    expect(half.stars).toBeCloseTo(0.25 * 5);
  });

  it("gives a player who never answers right nothing", () => {
    expect(playerReturn(settings(), 10, 0)).toMatchObject({ bonusPaise: 0, stars: 0 });
  });
});

describe("economyOf", () => {
  it("prices coins at the best coupon, ignoring coupons that cost no coins", () => {
    const report = economyOf(
      settings(),
      [...SEEDED_COUPONS, { coinPrice: 0, valuePaise: 99_999 }],
      [],
    );
    expect(report.paisePerCoin).toBeCloseTo(2500 / 240);
  });

  it("values coins at nothing when no coupon is on sale", () => {
    expect(economyOf(settings(), [], []).paisePerCoin).toBe(0);
  });

  it("flags settings under which a perfect player gets back more than a try costs", () => {
    const old = settings({ coinsPerCorrect: 10, couponValuePaise: 500, tryPricePaise: 1000 });
    const report = economyOf(old, SEEDED_COUPONS, SEEDED_PRIZES);
    expect(report.players[0]?.returnShare).toBeGreaterThan(2);
    expect(report.mintsTries).toBe(true);
  });

  it("gives a perfect player less than a try back under the defaults and the seeded catalogue", () => {
    const report = economyOf(DEFAULT_RUN_SETTINGS, SEEDED_COUPONS, SEEDED_PRIZES);
    expect(report.mintsTries).toBe(false);
    expect(report.players.map((p) => p.returnShare)).toEqual([
      expect.closeTo(0.82, 2),
      expect.closeTo(0.148, 2),
      expect.closeTo(0.036, 2),
    ]);
  });

  it("says how many perfect tries the cheapest prize takes", () => {
    const report = economyOf(DEFAULT_RUN_SETTINGS, SEEDED_COUPONS, SEEDED_PRIZES);
    expect(report.cheapestPrize).toEqual({
      name: "Quizzy water bottle",
      starPrice: 10,
      perfectTries: 2,
    });
  });
});
