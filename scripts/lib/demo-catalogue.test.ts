// Proves the economy holds on what the demo seed inserts, under the default run settings
// (decision 022): a perfect player gets back less real value than a try costs, and one
// ₹50 deposit with its first-deposit bonus, every bonus spent again on tries, never buys
// the cheapest prize for less than it costs us. Also reproduces the tester's finding:
// with the old 10-star bottle, that deposit bought a bottle for about ₹3.
import { describe, expect, it } from "vitest";
import { economyOf, perfectStarsFrom } from "../../worker/domain/economy";
import { DEFAULT_OFFER_TERMS } from "../../worker/domain/offers";
import { DEFAULT_RUN_SETTINGS } from "../../worker/domain/run-settings";
import { DEMO_COUPONS, DEMO_PRIZES } from "./demo-catalogue";

const DEPOSIT_PAISE = 5000;

/** What a perfect player pays of their own money for `prize` out of one ₹50 first deposit. */
function ownMoneyPerPrize(prize: { starPrice: number }, prizes = DEMO_PRIZES): number {
  const stars = perfectStarsFrom(
    DEFAULT_RUN_SETTINGS,
    DEMO_COUPONS,
    DEPOSIT_PAISE,
    DEFAULT_OFFER_TERMS.firstDepositBonusPaise,
  );
  if (stars === null) throw new Error("the bonus never runs out");
  expect(prizes).toContain(prize);
  return (DEPOSIT_PAISE * prize.starPrice) / stars;
}

describe("the demo catalogue under the default settings", () => {
  const report = economyOf(DEFAULT_RUN_SETTINGS, DEMO_COUPONS, DEMO_PRIZES);

  it("gives a perfect player less real value back than a try costs", () => {
    expect(report.returnsMoreThanPaid).toBe(false);
    expect(report.uncostedPrizes).toEqual([]);
    expect(report.players.map((player) => player.returnShare)).toEqual([
      expect.closeTo(0.644, 3),
      expect.closeTo(0.0038, 4),
      expect.closeTo(0, 4),
    ]);
    // The first deposit's bonus is a gift on top, and still leaves the player short.
    expect(report.firstDeposit.returnShare).toBeLessThan(1);
  });

  it("never sells the cheapest prize to a ₹50 depositor for less than it costs us", () => {
    const cheapest = DEMO_PRIZES.reduce((a, b) => (a.starPrice <= b.starPrice ? a : b));
    expect(ownMoneyPerPrize(cheapest)).toBeGreaterThanOrEqual(cheapest.costPaise);
    for (const prize of DEMO_PRIZES) {
      expect(ownMoneyPerPrize(prize)).toBeGreaterThanOrEqual(prize.costPaise);
    }
  });

  it("would have sold the old 10-star bottle for about ₹3, as the tester found", () => {
    const oldPrizes = DEMO_PRIZES.map((prize, index) => ({
      ...prize,
      starPrice: [10, 25][index] ?? 0,
    }));
    const oldBottle = oldPrizes[0] as (typeof oldPrizes)[number];
    expect(ownMoneyPerPrize(oldBottle, oldPrizes)).toBeCloseTo(299, 0);
    expect(economyOf(DEFAULT_RUN_SETTINGS, DEMO_COUPONS, oldPrizes).returnsMoreThanPaid).toBe(true);
  });
});
