import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/identity";
import {
  contributorRewardSchema,
  DEFAULT_CONTRIBUTOR_REWARD_PAISE,
} from "../domain/economy-settings";
import { type RunSettings, runSettingsFrom } from "../domain/run-settings";
import { SETTING_KEYS } from "./setting-keys";

/** The admin's settings, one JSON value per key in the `settings` table. */

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

/** The stored run settings over the defaults (domain/run-settings.ts). */
export async function readRunSettings(db: Database): Promise<RunSettings> {
  return runSettingsFrom(await readSetting(db, SETTING_KEYS.runSettings));
}

export async function writeRunSettings(
  db: Database,
  value: RunSettings,
  now: number,
): Promise<void> {
  await writeSetting(db, SETTING_KEYS.runSettings, value, now);
}

/** The stored reward per selection; a missing or bad value is the default. */
export async function readContributorRewardPaise(db: Database): Promise<number> {
  const parsed = contributorRewardSchema.safeParse(
    await readSetting(db, SETTING_KEYS.contributorReward),
  );
  return parsed.success ? parsed.data : DEFAULT_CONTRIBUTOR_REWARD_PAISE;
}

export async function writeContributorRewardPaise(db: Database, paise: number, now: number) {
  await writeSetting(db, SETTING_KEYS.contributorReward, paise, now);
}
