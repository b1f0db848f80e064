import {
  add,
  ceiling,
  compare,
  divide,
  largest,
  multiply,
  ONE,
  type Ratio,
  ratio,
  roundHalfUp,
  subtract,
  toNumber,
  ZERO,
} from "./exact-ratio";
import { DEFAULT_OFFER_TERMS, type OfferTerms } from "./offers";
import type { RunSettings } from "./run-settings";
import { starsFor } from "./scoring";

/**
 * What one bought try really returns, pure and exact (decision 022). A run ends at the
 * first wrong answer or timeout, so a player who answers right with chance p reaches the
 * j-th correct answer with chance p^j; every figure of a run is an expected value over
 * that. A run pays:
 * - bonus money: its coins at the catalogue's best coupon (coins buy coupons, a coupon is
 *   claimed into bonus) and the coupons it wins at their value;
 * - stars, at the best rupee cost per star among the prizes on sale (what a prize costs us
 *   is what the player takes home), every perfect run fast enough for the most stars.
 * Bonus money only buys tries, so a player spends it again: a try that pays back a share r
 * of its price in bonus buys r more tries, which pay again, 1 / (1 - r) runs in all. What
 * is left in the end is the stars of all those runs: that is the real value of a try. A
 * perfect player gets back more than they paid exactly when one run's bonus and stars
 * together are worth more than the price (stars / (1 - r) > price ⇔ stars + bonus > price).
 */

/** A coupon on sale for coins, and a prize on sale for stars with what it costs us. */
export type CatalogueOffer = { coinPrice: number; valuePaise: number };
export type PrizeOffer = { name: string; starPrice: number; costPaise: number | null };

export type EconomyRules = Pick<
  RunSettings,
  "questionsPerRun" | "coinsPerCorrect" | "couponEvery" | "couponValuePaise" | "tryPricePaise"
>;

type PlayerReturn = {
  /** The share of questions the player answers right, 0 to 1. */
  accuracy: number;
  /** One run, on average. */
  correctAnswers: number;
  coins: number;
  runCoupons: number;
  /** At most: every perfect run earning the most stars. */
  stars: number;
  /** Coins at the best coupon plus the run's coupons, in paise. */
  bonusPaise: number;
  /** The run's stars at the best prize cost per star, in paise. */
  starValuePaise: number;
  /** One bought try with its bonus spent on tries until it runs out; null: it never does. */
  runsPerTry: number | null;
  starsPerTry: number | null;
  /** The real value a bought try ends as (the stars of all its runs), in paise; null: unbounded. */
  valuePaise: number | null;
  /** `valuePaise` as a share of the try's price (1 = all of it back); null: unbounded. */
  returnShare: number | null;
};

type CheapestPrize = {
  name: string;
  starPrice: number;
  costPaise: number | null;
  /** Perfect runs its stars take. */
  perfectRuns: number;
  /** What a perfect player pays of their own money for it, bonus spent again on tries. */
  ownMoneyPaise: number;
};

export type EconomyReport = {
  tryPricePaise: number;
  /** Paise a coin is worth at the best coupon on sale, 0 without one. */
  paisePerCoin: number;
  /** Paise a star is worth at the best prize on sale with a known cost, 0 without one. */
  paisePerStar: number;
  players: PlayerReturn[];
  cheapestPrize: CheapestPrize | null;
  /** Prizes on sale whose cost is not known: their stars are counted at nothing. */
  uncostedPrizes: string[];
  /** A perfect player's smallest first deposit, with its bonus on top, spent on tries. */
  firstDeposit: {
    depositPaise: number;
    bonusPaise: number;
    valuePaise: number | null;
    returnShare: number | null;
  };
  /** A perfect player gets back more real value than a bought try costs. */
  returnsMoreThanPaid: boolean;
};

/** The players the report describes, in percent right: flawless, good and average. */
const REPORTED_ACCURACIES = [100, 70, 40] as const;
/** The stars of a run answered in no time at all: the most any run earns. */
const MOST_STARS = starsFor(0, 1);

type Rates = { perCoin: Ratio; perStar: Ratio };

/** One run of a player `percent` % right, exactly. */
type ExactRun = { correct: Ratio; coupons: Ratio; stars: Ratio; bonus: Ratio; starValue: Ratio };

function exactRun(rules: EconomyRules, rates: Rates, percent: number): ExactRun {
  const chance = ratio(percent, 100);
  let reaching = ONE;
  let correct = ZERO;
  let coupons = ZERO;
  for (let count = 1; count <= rules.questionsPerRun; count++) {
    reaching = multiply(reaching, chance);
    correct = add(correct, reaching);
    if (count % rules.couponEvery === 0) coupons = add(coupons, reaching);
  }
  const stars = multiply(reaching, ratio(MOST_STARS));
  const coinValue = multiply(multiply(correct, ratio(rules.coinsPerCorrect)), rates.perCoin);
  const bonus = add(coinValue, multiply(coupons, ratio(rules.couponValuePaise)));
  return { correct, coupons, stars, bonus, starValue: multiply(stars, rates.perStar) };
}

/** Runs one bought try pays for with its bonus spent again; null when the bonus never runs out. */
function runsPerBoughtTry(run: ExactRun, pricePaise: number): Ratio | null {
  const price = ratio(pricePaise);
  if (compare(run.bonus, price) >= 0) return null;
  return divide(price, subtract(price, run.bonus));
}

/** What `spentPaise` spent on tries ends as: the stars of every run, at their value; null: unbounded. */
function valueOfSpending(run: ExactRun, pricePaise: number, spentPaise: number): Ratio | null {
  if (compare(run.starValue, ZERO) === 0) return ZERO;
  const runs = runsPerBoughtTry(run, pricePaise);
  return runs && multiply(multiply(ratio(spentPaise, pricePaise), runs), run.starValue);
}

function ratesOf(coupons: CatalogueOffer[], prizes: PrizeOffer[]): Rates {
  return {
    perCoin: largest(
      coupons.filter((c) => c.coinPrice > 0).map((c) => ratio(c.valuePaise, c.coinPrice)),
    ),
    perStar: largest(
      prizes.flatMap((p) => (p.costPaise === null ? [] : [ratio(p.costPaise, p.starPrice)])),
    ),
  };
}

const paise = (value: Ratio | null) => (value === null ? null : roundHalfUp(value));
const share = (value: Ratio | null, of: number) =>
  value === null
    ? null
    : of === 0
      ? compare(value, ZERO) === 0
        ? 0
        : null
      : toNumber(divide(value, ratio(of)));

function playerReturn(rules: EconomyRules, rates: Rates, percent: number): PlayerReturn {
  const run = exactRun(rules, rates, percent);
  const runs = runsPerBoughtTry(run, rules.tryPricePaise);
  const value = valueOfSpending(run, rules.tryPricePaise, rules.tryPricePaise);
  return {
    accuracy: percent / 100,
    correctAnswers: toNumber(run.correct),
    coins: toNumber(run.correct) * rules.coinsPerCorrect,
    runCoupons: toNumber(run.coupons),
    stars: toNumber(run.stars),
    bonusPaise: roundHalfUp(run.bonus),
    starValuePaise: roundHalfUp(run.starValue),
    runsPerTry: runs && toNumber(runs),
    starsPerTry: runs && toNumber(multiply(runs, run.stars)),
    valuePaise: paise(value),
    returnShare: share(value, rules.tryPricePaise),
  };
}

/** What a perfect player pays of their own money per star, bonus spent again on tries. */
function ownMoneyPerStar(run: ExactRun, pricePaise: number): Ratio {
  const price = ratio(pricePaise);
  if (compare(run.bonus, price) >= 0) return ZERO;
  return divide(subtract(price, run.bonus), run.stars);
}

/**
 * The stars a perfect player ends with from `paidPaise` of their own money and
 * `giftPaise` of bonus on top (a deposit's bonus), every bonus spent on tries until it
 * runs out; null when it never runs out.
 */
export function perfectStarsFrom(
  rules: EconomyRules,
  coupons: CatalogueOffer[],
  paidPaise: number,
  giftPaise = 0,
): number | null {
  const run = exactRun(rules, ratesOf(coupons, []), 100);
  const runs = runsPerBoughtTry(run, rules.tryPricePaise);
  if (runs === null) return null;
  const tries = ratio(paidPaise + giftPaise, rules.tryPricePaise);
  return toNumber(multiply(multiply(tries, runs), run.stars));
}

/** The first-deposit offer the report weighs: the admin's draft, or the shipped one. */
export type DepositOfferTerms = Pick<OfferTerms, "firstDepositMinPaise" | "firstDepositBonusPaise">;

export function economyOf(
  rules: EconomyRules,
  coupons: CatalogueOffer[],
  prizes: PrizeOffer[],
  offer: DepositOfferTerms = DEFAULT_OFFER_TERMS,
): EconomyReport {
  const rates = ratesOf(coupons, prizes);
  const perfect = exactRun(rules, rates, 100);
  const cheapest = [...prizes].sort((a, b) => a.starPrice - b.starPrice)[0];
  const deposit = offer.firstDepositMinPaise;
  const depositValue = valueOfSpending(
    perfect,
    rules.tryPricePaise,
    deposit + offer.firstDepositBonusPaise,
  );
  return {
    tryPricePaise: rules.tryPricePaise,
    paisePerCoin: toNumber(rates.perCoin),
    paisePerStar: toNumber(rates.perStar),
    players: REPORTED_ACCURACIES.map((percent) => playerReturn(rules, rates, percent)),
    cheapestPrize: cheapest
      ? {
          ...cheapest,
          perfectRuns: ceiling(divide(ratio(cheapest.starPrice), perfect.stars)),
          ownMoneyPaise: roundHalfUp(
            multiply(ratio(cheapest.starPrice), ownMoneyPerStar(perfect, rules.tryPricePaise)),
          ),
        }
      : null,
    uncostedPrizes: prizes.filter((p) => p.costPaise === null).map((p) => p.name),
    firstDeposit: {
      depositPaise: deposit,
      bonusPaise: offer.firstDepositBonusPaise,
      valuePaise: paise(depositValue),
      returnShare: share(depositValue, deposit),
    },
    returnsMoreThanPaid:
      compare(add(perfect.bonus, perfect.starValue), ratio(rules.tryPricePaise)) > 0,
  };
}
