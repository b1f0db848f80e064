import { Hono } from "hono";
import {
  type EconomyReport,
  type EconomySettings,
  type SupportSettings,
  supportSettingsBody,
} from "../../contract/admin";
import { adminPaths } from "../../contract/api-paths";
import { readOffersOnSale } from "../data/catalogue/catalogue-admin";
import {
  readContributorRewardPaise,
  readRunSettings,
  readSupportEmail,
  saveEconomySettings,
  saveSupportEmail,
} from "../data/settings";
import type { Database } from "../db/client";
import { economyOf } from "../domain/economy";
import { economySettingsSchema } from "../domain/economy-settings";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { validate } from "../http/validate";

async function readEconomySettings(db: Database): Promise<EconomySettings> {
  const [run, contributorRewardPaise] = await Promise.all([
    readRunSettings(db),
    readContributorRewardPaise(db),
  ]);
  return { ...run, contributorRewardPaise };
}

/**
 * The play loop's rules and the contributor reward as data (SPEC.md /admin/coins). A run
 * keeps the settings it started with; the next run reads the new ones. The support
 * address (issue 13) is edited on the same screen, by main admins only.
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get(adminPaths.runSettings, adminOnly, async (c) => c.json(await readEconomySettings(c.var.db)))
  .put(adminPaths.runSettings, adminOnly, validate("json", economySettingsSchema), async (c) => {
    const { contributorRewardPaise, ...run } = c.req.valid("json");
    const db = c.var.db;
    await saveEconomySettings(
      db,
      { run, contributorRewardPaise, before: await readEconomySettings(db) },
      actingAdmin(c),
      Date.now(),
    );
    return c.json(await readEconomySettings(db));
  })
  .post(
    adminPaths.economyPreview,
    adminOnly,
    validate("json", economySettingsSchema),
    async (c) => {
      const { coupons, prizes } = await readOffersOnSale(c.var.db);
      return c.json(economyOf(c.req.valid("json"), coupons, prizes) satisfies EconomyReport);
    },
  )
  .get(adminPaths.supportSettings, adminOnly, async (c) =>
    c.json({ supportEmail: await readSupportEmail(c.var.db) } satisfies SupportSettings),
  )
  .put(adminPaths.supportSettings, adminOnly, validate("json", supportSettingsBody), async (c) => {
    const { supportEmail } = c.req.valid("json");
    const db = c.var.db;
    const before = await readSupportEmail(db);
    await saveSupportEmail(db, { supportEmail, before }, actingAdmin(c), Date.now());
    return c.json({ supportEmail } satisfies SupportSettings);
  });
