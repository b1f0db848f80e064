import type { EconomySettings } from "../../contract/admin-economy";
import type { RegionCode } from "../../contract/eligibility";
import { adminEconomyRoutes } from "../../contract/routes/admin-economy";
import { readOffersOnSale } from "../data/catalogue/catalogue-admin";
import {
  readContributorRewardPaise,
  readOfferTerms,
  readPaidPlayOffRegions,
  readRunSettings,
  readSupportEmail,
  saveEconomySettings,
  savePaidPlayOffRegions,
  saveSupportEmail,
} from "../data/settings";
import type { Database } from "../db/client";
import { economyOf } from "../domain/economy";
import { actingAdmin } from "../http/auth";
import { handle, routerOf } from "../http/route-handlers";

/** The stored list, as the contract's codes (only valid codes are ever saved). */
const readOffRegions = async (db: Database) => (await readPaidPlayOffRegions(db)) as RegionCode[];

async function readEconomySettings(db: Database): Promise<EconomySettings> {
  const [run, contributorRewardPaise, offers] = await Promise.all([
    readRunSettings(db),
    readContributorRewardPaise(db),
    readOfferTerms(db),
  ]);
  return { ...run, contributorRewardPaise, ...offers };
}

/**
 * The play loop's rules and the contributor reward as data (SPEC.md /admin/coins). A run
 * keeps the settings it started with; the next run reads the new ones. The offers'
 * figures, the support address and the places where paid play is off are
 * edited on the same screen, by main admins only.
 */
export const adminSettingsRoutes = routerOf([
  handle(adminEconomyRoutes.economySettings, async (c) =>
    c.json(await readEconomySettings(c.var.db)),
  ),
  handle(adminEconomyRoutes.supportSettings, async (c) =>
    c.json({ supportEmail: await readSupportEmail(c.var.db) }),
  ),
  handle(adminEconomyRoutes.saveSupportSettings, async (c) => {
    const { supportEmail } = c.req.valid("json");
    await saveSupportEmail(c.var.db, supportEmail, actingAdmin(c), Date.now());
    return c.json({ supportEmail });
  }),
  // Where paid play is off (decision 021): its players get free tries only.
  handle(adminEconomyRoutes.paidPlayRegions, async (c) =>
    c.json({ regions: await readOffRegions(c.var.db) }),
  ),
  handle(adminEconomyRoutes.savePaidPlayRegions, async (c) => {
    const { regions } = c.req.valid("json");
    await savePaidPlayOffRegions(c.var.db, regions, actingAdmin(c), Date.now());
    return c.json({ regions });
  }),
  handle(adminEconomyRoutes.saveEconomySettings, async (c) => {
    const {
      contributorRewardPaise,
      firstDepositMinPaise,
      firstDepositBonusPaise,
      referralRewardPaise,
      ...run
    } = c.req.valid("json");
    const db = c.var.db;
    const offers = { firstDepositMinPaise, firstDepositBonusPaise, referralRewardPaise };
    await saveEconomySettings(
      db,
      { run, contributorRewardPaise, offers, before: await readEconomySettings(db) },
      actingAdmin(c),
      Date.now(),
    );
    return c.json(await readEconomySettings(db));
  }),
  handle(adminEconomyRoutes.previewEconomy, async (c) => {
    const { coupons, prizes } = await readOffersOnSale(c.var.db);
    const draft = c.req.valid("json");
    return c.json(economyOf(draft, coupons, prizes, draft));
  }),
]);
