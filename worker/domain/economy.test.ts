// Proves what one bought try really returns (decision 022), against figures worked out by
// hand: a run ends at the first miss, so a player of accuracy p reaches the j-th correct
// answer with chance p^j; coins count at the best coupon, stars at the best prize cost per
// star, and bonus money is spent again on tries until it runs out (1 / (1 - r) runs for a
// bonus share r). The verdict is exact at the price itself. Pure, in plain Node; the demo
// seed's own catalogue is proved in scripts/lib/demo-catalogue.test.ts.
import { describe, expect, it } from "vitest";
import { type EconomyRules, economyOf, perfectStarsFrom } from "./economy";

/** Two questions, 10 coins each, a ₹1 coupon at the second right answer, ₹10 a try. */
const RULES: EconomyRules = {
  questionsPerRun: 2,
  coinsPerCorrect: 10,
  couponEvery: 2,
  couponValuePaise: 100,
  tryPricePaise: 1000,
};
/** 3 paise a coin at best; 20 paise a star at best. */
const COUPONS = [
  { coinPrice: 10, valuePaise: 30 },
  { coinPrice: 100, valuePaise: 200 },
];
const PRIZES = [
  { name: "Mug", starPrice: 10, costPaise: 200 },
  { name: "Cap", starPrice: 40, costPaise: 400 },
];

describe("what a bought try returns", () => {
  const report = economyOf(RULES, COUPONS, PRIZES);
  const [perfect, good, average] = report.players;

  it("prices coins at the best coupon and stars at the best prize cost per star", () => {
    expect([report.paisePerCoin, report.paisePerStar]).toEqual([3, 20]);
  });

  it("pays a perfect player every coin, coupon and star, and spends the bonus again", () => {
    // Bonus 20 coins × 3 + 100 = 160 paise; stars 5 × 20 = 100 paise. The try's ₹10 buys
    // 1000 / (1000 - 160) = 25/21 runs, which end as 25/21 × 100 = 119.05 paise of stars.
    expect(perfect).toEqual({
      accuracy: 1,
      correctAnswers: 2,
      coins: 20,
      runCoupons: 1,
      stars: 5,
      bonusPaise: 160,
      starValuePaise: 100,
      runsPerTry: 25 / 21,
      starsPerTry: 125 / 21,
      valuePaise: 119,
      returnShare: 5 / 42,
    });
  });

  it("weighs each answer of a 70 % and a 40 % player by the chance of getting that far", () => {
    // 70 %: 0.7 + 0.49 right, 11.9 coins = 35.7 paise, 0.49 coupons = 49 paise, bonus 84.7;
    // 0.49 × 5 stars = 49 paise; 1000 / 915.3 runs; 49 × 1000 / 915.3 = 53.53 paise.
    expect(good).toMatchObject({ correctAnswers: 1.19, bonusPaise: 85, starValuePaise: 49 });
    expect(good?.coins).toBeCloseTo(11.9, 10);
    expect(good?.runsPerTry).toBeCloseTo(1000 / 915.3, 12);
    expect(good?.valuePaise).toBe(54);
    // 40 %: 0.56 right, 16.8 + 16 = 32.8 paise of bonus; 0.8 stars = 16 paise; 16.54 paise.
    expect(average).toMatchObject({ bonusPaise: 33, starValuePaise: 16, valuePaise: 17 });
    expect(average?.stars).toBeCloseTo(0.8, 12);
  });

  it("says what the cheapest prize costs a perfect player in runs and in their own money", () => {
    // 10 stars: 2 perfect runs, each 840 paise of the player's own once its bonus is spent.
    expect(report.cheapestPrize).toEqual({
      name: "Mug",
      starPrice: 10,
      costPaise: 200,
      perfectRuns: 2,
      ownMoneyPaise: 1680,
    });
  });

  it("follows a first deposit and its bonus through every recycled try", () => {
    // ₹20 + ₹10 bonus: 3 tries of 119.05 paise each, 357.14 paise, 17.86 % of ₹20.
    expect(report.firstDeposit).toEqual({
      depositPaise: 2000,
      bonusPaise: 1000,
      valuePaise: 357,
      returnShare: 5 / 28,
    });
  });

  it("counts the stars of a deposit's money and its bonus, every bonus spent again", () => {
    // ₹50 + ₹10: 6 tries × 25/21 runs × 5 stars.
    expect(perfectStarsFrom(RULES, COUPONS, 5000, 1000)).toBeCloseTo(750 / 21, 12);
  });

  it("is within the price", () => {
    expect(report.returnsMoreThanPaid).toBe(false);
  });
});

describe("the verdict", () => {
  /** One question, a coupon at every right answer, and a prize at 100 paise a star. */
  const oneQuestion = (couponValuePaise: number): EconomyRules => ({
    ...RULES,
    questionsPerRun: 1,
    coinsPerCorrect: 0,
    couponEvery: 1,
    couponValuePaise,
  });
  const prize = [{ name: "Pen", starPrice: 1, costPaise: 100 }];

  it("gives a perfect player exactly a try back when bonus and stars equal the price", () => {
    // 500 paise of bonus and 5 stars × 100: two runs a try, 1000 paise of stars.
    const report = economyOf(oneQuestion(500), [], prize);
    expect(report.players[0]).toMatchObject({ runsPerTry: 2, valuePaise: 1000, returnShare: 1 });
    expect(report.returnsMoreThanPaid).toBe(false);
  });

  it("flags one paisa more", () => {
    const report = economyOf(oneQuestion(501), [], prize);
    expect(report.players[0]?.valuePaise).toBe(1002);
    expect(report.returnsMoreThanPaid).toBe(true);
  });

  it("calls a try whose bonus buys the next one unbounded", () => {
    const report = economyOf(oneQuestion(1000), [], prize);
    expect(report.players[0]).toMatchObject({
      runsPerTry: null,
      starsPerTry: null,
      valuePaise: null,
      returnShare: null,
    });
    expect(report.firstDeposit).toMatchObject({ valuePaise: null, returnShare: null });
    expect(report.returnsMoreThanPaid).toBe(true);
    expect(perfectStarsFrom(oneQuestion(1000), [], 5000)).toBeNull();
  });

  it("does not flag endless play that wins nothing real", () => {
    const report = economyOf(oneQuestion(1000), [], []);
    expect(report.players[0]).toMatchObject({ runsPerTry: null, valuePaise: 0, returnShare: 0 });
    expect(report.returnsMoreThanPaid).toBe(false);
  });

  it("flags stars alone worth more than a try", () => {
    const report = economyOf(oneQuestion(0), [], [{ name: "Watch", starPrice: 1, costPaise: 201 }]);
    expect(report.players[0]).toMatchObject({ runsPerTry: 1, valuePaise: 1005 });
    expect(report.returnsMoreThanPaid).toBe(true);
  });
});

describe("the catalogues", () => {
  it("ignores coupons that cost no coins and values coins at nothing without a coupon", () => {
    expect(economyOf(RULES, [{ coinPrice: 0, valuePaise: 99_999 }], []).paisePerCoin).toBe(0);
  });

  it("names prizes without a cost and counts their stars at nothing", () => {
    const report = economyOf(RULES, COUPONS, [{ name: "Hat", starPrice: 1, costPaise: null }]);
    expect(report.uncostedPrizes).toEqual(["Hat"]);
    expect(report.paisePerStar).toBe(0);
    expect(report.players[0]).toMatchObject({ starValuePaise: 0, valuePaise: 0 });
  });

  it("reports no cheapest prize when none is on sale", () => {
    expect(economyOf(RULES, COUPONS, []).cheapestPrize).toBeNull();
  });
});
