import { OFFERS_ON_SALE_SQL } from "../worker/data/catalogue/offers-on-sale";
import { SETTING_KEYS } from "../worker/data/setting-keys";
import { type CatalogueOffer, economyOf, type PrizeOffer } from "../worker/domain/economy";
import { runSettingsFrom } from "../worker/domain/run-settings";
import { missingDatabase, queryLocalD1, stateDir } from "./lib/wrangler";

/**
 * `npm run economy`: what a bought try really returns under the local database's run
 * settings and catalogues (the same function as /admin/coins, worker/domain/economy.ts),
 * for a perfect, a 70 % and a 40 % player: coins at the best coupon, stars at the best
 * prize cost per star, bonus spent again on tries until it runs out. Exits 1 when a
 * perfect player gets back more real value than a try costs, or when a prize on sale has
 * no cost (its stars cannot be counted). QUIZZY_STATE_DIR picks another local state.
 */
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
const percent = (share: number | null) =>
  share === null ? "unbounded" : `${(share * 100).toFixed(1)} %`;
const orUnbounded = (value: number | null, shown: (value: number) => string) =>
  value === null ? "unbounded" : shown(value);

const [settingsRows, couponRows, prizeRows] = await queryLocalD1([
  `select value from settings where key = '${SETTING_KEYS.runSettings}'`,
  OFFERS_ON_SALE_SQL.coupons,
  OFFERS_ON_SALE_SQL.prizes,
]).catch((error: { stdout?: string }) => {
  const missing = missingDatabase(error);
  if (!missing) throw error;
  console.error(missing);
  process.exit(2);
});

const stored = settingsRows?.results[0]?.value;
const settings = runSettingsFrom(typeof stored === "string" ? JSON.parse(stored) : undefined);
const report = economyOf(
  settings,
  (couponRows?.results ?? []) as CatalogueOffer[],
  (prizeRows?.results ?? []) as PrizeOffer[],
);

console.log(`Economy of ${stateDir ?? ".wrangler/state"}${stored ? "" : " (default settings)"}`);
console.log(
  `  A try costs ${rupees(report.tryPricePaise)}; a run has ${settings.questionsPerRun} questions, ` +
    `${settings.coinsPerCorrect} coins a right answer, a ${rupees(settings.couponValuePaise)} coupon ` +
    `every ${settings.couponEvery} right answers.`,
);
console.log(
  report.paisePerCoin > 0
    ? `  A coin is worth ${(report.paisePerCoin / 100).toFixed(4)} rupees at the best coupon on sale.`
    : "  No coupon is on sale for coins, so coins are worth nothing yet.",
);
console.log(
  report.paisePerStar > 0
    ? `  A star is worth ${(report.paisePerStar / 100).toFixed(4)} rupees at the best prize on sale.`
    : "  No prize with a cost is on sale for stars, so stars are worth nothing yet.",
);
console.log("\n  Per run:");
console.log("  player      right answers  coins  coupons  bonus back  stars (at most)  star value");
for (const player of report.players) {
  console.log(
    `  ${`${(player.accuracy * 100).toFixed(0)} % right`.padEnd(11)} ${player.correctAnswers
      .toFixed(2)
      .padStart(13)}  ${player.coins.toFixed(1).padStart(5)}  ${player.runCoupons
      .toFixed(2)
      .padStart(7)}  ${rupees(player.bonusPaise).padStart(10)}  ${player.stars
      .toFixed(2)
      .padStart(15)}  ${rupees(player.starValuePaise).padStart(10)}`,
  );
}
console.log("\n  Per bought try, its bonus spent again on tries until it runs out:");
console.log("  player      runs played  stars  real value back  of the price");
for (const player of report.players) {
  console.log(
    `  ${`${(player.accuracy * 100).toFixed(0)} % right`.padEnd(11)} ${orUnbounded(
      player.runsPerTry,
      (runs) => runs.toFixed(2),
    ).padStart(11)}  ${orUnbounded(player.starsPerTry, (stars) => stars.toFixed(2)).padStart(
      5,
    )}  ${orUnbounded(player.valuePaise, rupees).padStart(15)}  ${percent(
      player.returnShare,
    ).padStart(12)}`,
  );
}
if (report.cheapestPrize) {
  const { name, starPrice, costPaise, perfectRuns, ownMoneyPaise } = report.cheapestPrize;
  console.log(
    `\n  The cheapest prize, ${name}, costs ${starPrice} stars` +
      `${costPaise === null ? "" : ` (${rupees(costPaise)} to us)`}: ${perfectRuns} perfect runs, ` +
      `${rupees(ownMoneyPaise)} of a perfect player's own money with bonus spent again.`,
  );
}
const { depositPaise, bonusPaise, valuePaise, returnShare } = report.firstDeposit;
console.log(
  `  A first deposit of ${rupees(depositPaise)} with its ${rupees(bonusPaise)} bonus ends as ` +
    `${orUnbounded(valuePaise, rupees)} of real value for a perfect player (${percent(returnShare)}).`,
);
if (report.uncostedPrizes.length > 0) {
  console.log(
    `\n  WARNING: no cost is set for ${report.uncostedPrizes.join(", ")}, so stars are not fully counted.`,
  );
  process.exitCode = 1;
}
if (report.returnsMoreThanPaid) {
  console.log("\n  WARNING: a perfect player gets back more real value than a try costs.");
  process.exitCode = 1;
} else {
  console.log("\n  A perfect player gets back less real value than a try costs.");
}
