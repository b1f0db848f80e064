import { eq } from "drizzle-orm";
import { commit, type Database } from "../db/client";
import { settings } from "../db/schema/identity";
import { type AuditAction, type AuditActor, type AuditState, changedFields } from "../domain/audit";
import {
  contributorRewardSchema,
  DEFAULT_CONTRIBUTOR_REWARD_PAISE,
} from "../domain/economy-settings";
import { type OfferTerms, offerTermsFrom } from "../domain/offers";
import { paidPlayRegionsSummary, placesText } from "../domain/paid-play";
import { type RunSettings, runSettingsFrom } from "../domain/run-settings";
import { auditStatement } from "./audit";
import { DEFAULT_SUPPORT_EMAIL, SETTING_KEYS } from "./setting-keys";

/** The admin's settings, one JSON value per key in the `settings` table. */

async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? JSON.parse(row.value) : undefined;
}

function settingStatement(db: Database, key: string, value: unknown, now: number) {
  const json = JSON.stringify(value);
  return db
    .insert(settings)
    .values({ key, value: json, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: now } });
}

type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** New values of settings with the audit row of the change, in one batch. */
async function saveSettings(
  db: Database,
  values: [SettingKey, unknown][],
  change: { action: AuditAction; summary: string; before: AuditState; after: AuditState },
  actor: AuditActor,
  now: number,
): Promise<void> {
  const { action, summary, before, after } = change;
  await commit(db, [
    ...values.map(([key, value]) => settingStatement(db, key, value, now)),
    auditStatement(
      db,
      {
        actor,
        action,
        subject: { kind: "settings", id: null },
        summary,
        ...changedFields(before, after),
      },
      now,
    ),
  ]);
}

/**
 * The save of a setting an admin replaces whole: the new value and the audit row of the
 * change (what it was, read first, and what it became, as `facts` words them), in one
 * batch.
 */
function wholeSettingSave<Value>(
  key: SettingKey,
  read: (db: Database) => Promise<Value>,
  audit: {
    action: AuditAction;
    summary: (value: Value) => string;
    facts: (value: Value) => AuditState;
  },
) {
  return async (db: Database, value: Value, actor: AuditActor, now: number): Promise<void> => {
    const before = await read(db);
    await saveSettings(
      db,
      [[key, value]],
      {
        action: audit.action,
        summary: audit.summary(value),
        before: audit.facts(before),
        after: audit.facts(value),
      },
      actor,
      now,
    );
  };
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
  await settingStatement(db, SETTING_KEYS.runSettings, value, now);
}

/** The stored reward per selection; a missing or bad value is the default. */
export async function readContributorRewardPaise(db: Database): Promise<number> {
  const parsed = contributorRewardSchema.safeParse(
    await readSetting(db, SETTING_KEYS.contributorReward),
  );
  return parsed.success ? parsed.data : DEFAULT_CONTRIBUTOR_REWARD_PAISE;
}

/** The stored offer figures over the defaults (domain/offers.ts). */
export async function readOfferTerms(db: Database): Promise<OfferTerms> {
  return offerTermsFrom(await readSetting(db, SETTING_KEYS.offerTerms));
}

/**
 * The run settings, the contributor reward and the offers' figures, with the audit row of
 * the change, in one batch. `before` is what the admin's screen replaced, for the log.
 */
export async function saveEconomySettings(
  db: Database,
  change: {
    run: RunSettings;
    contributorRewardPaise: number;
    offers: OfferTerms;
    before: AuditState;
  },
  actor: AuditActor,
  now: number,
): Promise<void> {
  await saveSettings(
    db,
    [
      [SETTING_KEYS.runSettings, change.run],
      [SETTING_KEYS.contributorReward, change.contributorRewardPaise],
      [SETTING_KEYS.offerTerms, change.offers],
    ],
    {
      action: "run-settings",
      summary: "Changed the run settings",
      before: change.before,
      after: {
        ...change.run,
        contributorRewardPaise: change.contributorRewardPaise,
        ...change.offers,
      },
    },
    actor,
    now,
  );
}

/** The places where paid play is off; a missing or bad value is none. */
export async function readPaidPlayOffRegions(db: Database): Promise<string[]> {
  const value = await readSetting(db, SETTING_KEYS.paidPlayOffRegions);
  return Array.isArray(value) ? value.filter((code) => typeof code === "string") : [];
}

/** A new list of places where paid play is off. */
export const savePaidPlayOffRegions = wholeSettingSave(
  SETTING_KEYS.paidPlayOffRegions,
  readPaidPlayOffRegions,
  {
    action: "paid-play-regions",
    summary: paidPlayRegionsSummary,
    facts: (regions) => ({ offIn: placesText(regions) }),
  },
);

/** The support address players are told to write to; a missing or bad value is the default. */
export async function readSupportEmail(db: Database): Promise<string> {
  const value = await readSetting(db, SETTING_KEYS.supportEmail);
  return typeof value === "string" && value.includes("@") ? value : DEFAULT_SUPPORT_EMAIL;
}

/** A new support address. */
export const saveSupportEmail = wholeSettingSave(SETTING_KEYS.supportEmail, readSupportEmail, {
  action: "support-settings",
  summary: () => "Changed the support address",
  facts: (supportEmail) => ({ supportEmail }),
});

/** What the Cron Trigger did last and when, for /admin/check (worker/maintenance.ts). */
export type CronRun = { at: number; purged: number; folded: number; refunded: number };

export async function saveLastCronRun(db: Database, run: CronRun): Promise<void> {
  await settingStatement(db, SETTING_KEYS.lastCronRun, run, run.at);
}

/**
 * The development identity provider's key: the stored one, or `make`'s kept as it. Two
 * isolates may race on the first use; the first insert wins and both read that one back.
 */
export async function readOrKeepDevSigningKey<Key>(
  db: Database,
  make: () => Promise<Key>,
  now: number,
): Promise<Key> {
  const key = SETTING_KEYS.devIdentitySigningKey;
  const stored = await readSetting(db, key);
  if (stored !== undefined) return stored as Key;
  const value = JSON.stringify(await make());
  await db.insert(settings).values({ key, value, updatedAt: now }).onConflictDoNothing();
  return (await readSetting(db, key)) as Key;
}
