import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/identity";
import {
  contributorRewardSchema,
  DEFAULT_CONTRIBUTOR_REWARD_PAISE,
} from "../domain/economy-settings";

const CONTRIBUTOR_REWARD_KEY = "contributor.reward_paise";

/** The stored reward per selection; a missing or bad value is the default. */
export async function readContributorRewardPaise(db: Database): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CONTRIBUTOR_REWARD_KEY));
  const parsed = contributorRewardSchema.safeParse(row ? JSON.parse(row.value) : undefined);
  return parsed.success ? parsed.data : DEFAULT_CONTRIBUTOR_REWARD_PAISE;
}

export async function writeContributorRewardPaise(db: Database, paise: number, now: number) {
  const value = JSON.stringify(paise);
  await db
    .insert(settings)
    .values({ key: CONTRIBUTOR_REWARD_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
