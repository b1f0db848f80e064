import { OFFERS_ON_SALE_SQL } from "../worker/data/catalogue/offers-on-sale";
import { SETTING_KEYS } from "../worker/data/setting-keys";
import { type CatalogueOffer, economyOf, type PrizeOffer } from "../worker/domain/economy";
import { runSettingsFrom } from "../worker/domain/run-settings";
import { missingDatabase, queryLocalD1, stateDir } from "./lib/wrangler";

/**
 * `npm run economy`: what a bought try returns under the local database's run settings
 * and catalogues (the same arithmetic as /admin/coins, worker/domain/economy.ts), for a
 * perfect, a 70 % and a 40 % player. Exits 1 when a perfect player gets back more bonus
 * money than a try costs. QUIZZY_STATE_DIR picks another local state, as for start.
 */
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
const percent = (share: number) =>
  Number.isFinite(share) ? `${(share * 100).toFixed(0)} %` : "everything (tries are free)";

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
  "\n  player      right answers  coins   coupons  bonus back   of a try  stars (at most)",
);
for (const player of report.players) {
  console.log(
    `  ${`${(player.accuracy * 100).toFixed(0)} % right`.padEnd(11)} ${player.correctAnswers
      .toFixed(2)
      .padStart(13)}  ${player.coins.toFixed(1).padStart(5)}  ${player.runCoupons
      .toFixed(2)
      .padStart(8)}  ${rupees(player.bonusPaise).padStart(10)}  ${percent(
      player.returnShare,
    ).padStart(8)}  ${player.stars.toFixed(2).padStart(6)}`,
  );
}
if (report.cheapestPrize) {
  const { name, starPrice, perfectTries } = report.cheapestPrize;
  console.log(
    `\n  The cheapest prize, ${name}, costs ${starPrice} stars: ${perfectTries} perfect runs at the most stars.`,
  );
}
if (report.mintsTries) {
  console.log("\n  WARNING: a perfect player gets back more bonus money than a try costs.");
  process.exitCode = 1;
} else {
  console.log("\n  A perfect player gets back less bonus money than a try costs.");
}
