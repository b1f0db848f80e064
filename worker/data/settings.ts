import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/identity";
import {
  contributorRewardSchema,
  DEFAULT_CONTRIBUTOR_REWARD_PAISE,
} from "../domain/economy-settings";
import { DEFAULT_RUN_SETTINGS, type RunSettings, runSettingsSchema } from "../domain/run-settings";

/** The admin's settings, one JSON value per key in the `settings` table. */

const RUN_SETTINGS_KEY = "game.run";
const CONTRIBUTOR_REWARD_KEY = "contributor.reward_paise";

/** Written by the Cron Trigger (worker/maintenance.ts) after each run; read by /admin/check. */
export const LAST_CRON_RUN_SETTING = "cron.last_run";

async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? JSON.parse(row.value) : undefined;
}

async function writeSetting(db: Database, key: string, value: unknown, now: number) {
  const json = JSON.stringify(value);
  await db
    .insert(settings)
    .values({ key, value: json, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: now } });
}

/** The stored run settings over the defaults; a bad stored value falls back to defaults. */
export async function readRunSettings(db: Database): Promise<RunSettings> {
  const stored = await readSetting(db, RUN_SETTINGS_KEY);
  if (stored === undefined) return DEFAULT_RUN_SETTINGS;
  const parsed = runSettingsSchema.partial().safeParse(stored);
  return parsed.success ? { ...DEFAULT_RUN_SETTINGS, ...parsed.data } : DEFAULT_RUN_SETTINGS;
}

export async function writeRunSettings(
  db: Database,
  value: RunSettings,
  now: number,
): Promise<void> {
  await writeSetting(db, RUN_SETTINGS_KEY, value, now);
}

/** The stored reward per selection; a missing or bad value is the default. */
export async function readContributorRewardPaise(db: Database): Promise<number> {
  const parsed = contributorRewardSchema.safeParse(await readSetting(db, CONTRIBUTOR_REWARD_KEY));
  return parsed.success ? parsed.data : DEFAULT_CONTRIBUTOR_REWARD_PAISE;
}

export async function writeContributorRewardPaise(db: Database, paise: number, now: number) {
  await writeSetting(db, CONTRIBUTOR_REWARD_KEY, paise, now);
}
