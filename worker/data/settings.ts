import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/identity";
import { DEFAULT_RUN_SETTINGS, type RunSettings, runSettingsSchema } from "../domain/run-settings";

const RUN_SETTINGS_KEY = "game.run";

/** Written by the Cron Trigger (worker/maintenance.ts) after each run; read by /admin/check. */
export const LAST_CRON_RUN_SETTING = "cron.last_run";

/** The stored run settings over the defaults; a bad stored value falls back to defaults. */
export async function readRunSettings(db: Database): Promise<RunSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, RUN_SETTINGS_KEY));
  if (!row) return DEFAULT_RUN_SETTINGS;
  const parsed = runSettingsSchema.partial().safeParse(JSON.parse(row.value));
  return parsed.success ? { ...DEFAULT_RUN_SETTINGS, ...parsed.data } : DEFAULT_RUN_SETTINGS;
}

export async function writeRunSettings(
  db: Database,
  value: RunSettings,
  now: number,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key: RUN_SETTINGS_KEY, value: JSON.stringify(value), updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: JSON.stringify(value), updatedAt: now },
    });
}
