import type { RunSettings } from "./run-settings";

/**
 * What a bought try returns, pure (issue 15: the default economy minted tries). A run
 * ends at the first wrong answer or timeout, so a player who answers right with chance
 * p reaches the j-th correct answer with chance p^j; every quantity below is an expected
 * value per run over that. Bonus money is the coins at the catalogue's best coin rate
 * plus the coupons a run pays; stars buy prizes, which have no rupee value, so they are
 * reported beside it ("a reward on top"), counted as if every perfect run were fast
 * enough for the most stars.
 */

/** A coupon on sale for coins, and a prize on sale for stars. */
export type CatalogueOffer = { coinPrice: number; valuePaise: number };
export type PrizeOffer = { name: string; starPrice: number };

export type PlayerReturn = {
  /** The share of questions the player answers right, 0 to 1. */
  accuracy: number;
  correctAnswers: number;
  coins: number;
  coinValuePaise: number;
  runCoupons: number;
  runCouponValuePaise: number;
  /** Bonus money back per try: coins at the best rate plus the run's coupons. */
  bonusPaise: number;
  /** `bonusPaise` as a share of the try's price (1 = all of it back). */
  returnShare: number;
  /** At most: every perfect run earning the most stars. */
  stars: number;
};

export type EconomyReport = {
  tryPricePaise: number;
  /** Paise a coin is worth at the catalogue's best coupon, 0 without one. */
  paisePerCoin: number;
  players: PlayerReturn[];
  /** The cheapest prize and how many bought tries a perfect player needs for it. */
  cheapestPrize: { name: string; starPrice: number; perfectTries: number } | null;
  /** True when a perfect player gets back more bonus money than a try costs. */
  mintsTries: boolean;
};

/** The players the report describes: flawless, good and average. */
export const REPORTED_ACCURACIES = [1, 0.7, 0.4] as const;
export const MOST_STARS = 5;

/** Chance of reaching `count` correct answers in a run: p to the power `count`. */
const reaching = (accuracy: number, count: number) => accuracy ** count;

export function playerReturn(
  settings: RunSettings,
  paisePerCoin: number,
  accuracy: number,
): PlayerReturn {
  const { questionsPerRun, couponEvery, coinsPerCorrect, couponValuePaise, tryPricePaise } =
    settings;
  let correctAnswers = 0;
  let runCoupons = 0;
  for (let count = 1; count <= questionsPerRun; count++) {
    correctAnswers += reaching(accuracy, count);
    if (count % couponEvery === 0) runCoupons += reaching(accuracy, count);
  }
  const coins = correctAnswers * coinsPerCorrect;
  const coinValuePaise = coins * paisePerCoin;
  const runCouponValuePaise = runCoupons * couponValuePaise;
  const bonusPaise = coinValuePaise + runCouponValuePaise;
  return {
    accuracy,
    correctAnswers,
    coins,
    coinValuePaise,
    runCoupons,
    runCouponValuePaise,
    bonusPaise,
    returnShare: tryPricePaise > 0 ? bonusPaise / tryPricePaise : Number.POSITIVE_INFINITY,
    stars: reaching(accuracy, questionsPerRun) * MOST_STARS,
  };
}

export function economyOf(
  settings: RunSettings,
  coupons: CatalogueOffer[],
  prizes: PrizeOffer[],
): EconomyReport {
  const paisePerCoin = Math.max(
    0,
    ...coupons.filter((c) => c.coinPrice > 0).map((c) => c.valuePaise / c.coinPrice),
  );
  const players = REPORTED_ACCURACIES.map((accuracy) =>
    playerReturn(settings, paisePerCoin, accuracy),
  );
  const perfect = players[0] as PlayerReturn;
  const cheapest = [...prizes].sort((a, b) => a.starPrice - b.starPrice)[0];
  return {
    tryPricePaise: settings.tryPricePaise,
    paisePerCoin,
    players,
    cheapestPrize: cheapest
      ? {
          ...cheapest,
          perfectTries: perfect.stars > 0 ? Math.ceil(cheapest.starPrice / perfect.stars) : 0,
        }
      : null,
    mintsTries: perfect.bonusPaise > settings.tryPricePaise,
  };
}
