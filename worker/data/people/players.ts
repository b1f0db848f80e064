import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playerDevices, players } from "../../db/schema/identity";
import { languages, questions } from "../../db/schema/questions";
import { isPlayableLanguage } from "../../domain/language-readiness";
import type { VerifiedIdentity } from "../../identity/id-token";
import { deviceKeyOf, personKeyOf } from "../../identity/pseudonyms";
import { newId, randomToken } from "../../ids";
import { liveQuestionsOf, liveQuestionTotal } from "../questions/languages";
import { hasRowWhere } from "../rows";

export type Player = typeof players.$inferSelect;

async function findPlayerByGoogleSubject(db: Database, subject: string) {
  const [row] = await db.select().from(players).where(eq(players.googleSubject, subject)).limit(1);
  return row ?? null;
}

export async function readActivePlayer(db: Database, playerId: string) {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.status, "active")))
    .limit(1);
  return row ?? null;
}

const usernameOf = (email: string) => email.split("@")[0] ?? email;

/** Accounts opened before person keys were kept carry this prefix until their next sign-in. */
const ACCOUNT_KEY_PREFIX = "account:";

export type SignedInPlayer = {
  player: Player;
  created: boolean;
  /** A new account of a person whose earlier account was deactivated. */
  replacesDeactivated: boolean;
};

/**
 * Creates the player for a verified Google identity, or returns the existing one. The
 * unique index on the Google subject makes a concurrent double sign-up create one row.
 * Every account of one person gets the same person key, so once-per-person bonuses
 * stay once per person across deactivation (identity/pseudonyms.ts).
 */
export async function upsertPlayer(
  db: Database,
  identity: VerifiedIdentity,
  now: number,
): Promise<SignedInPlayer> {
  const opened = await openOrFindPlayer(db, identity, now);
  if (!opened.created) return { ...opened, replacesDeactivated: false };
  return {
    ...opened,
    replacesDeactivated: await hasDeactivatedAccount(db, opened.player.personKey),
  };
}

async function hasDeactivatedAccount(db: Database, personKey: string): Promise<boolean> {
  return hasRowWhere(
    db,
    players,
    and(eq(players.personKey, personKey), eq(players.status, "deactivated")),
  );
}

async function openOrFindPlayer(
  db: Database,
  identity: VerifiedIdentity,
  now: number,
): Promise<{ player: Player; created: boolean }> {
  const personKey = await personKeyOf(identity.subject);
  const existing = await findPlayerByGoogleSubject(db, identity.subject);
  if (existing) {
    if (existing.personKey.startsWith(ACCOUNT_KEY_PREFIX)) {
      await db.update(players).set({ personKey }).where(eq(players.id, existing.id));
      return { player: { ...existing, personKey }, created: false };
    }
    return { player: existing, created: false };
  }
  const inserted = await db
    .insert(players)
    .values({
      id: newId(),
      googleSubject: identity.subject,
      personKey,
      email: identity.email,
      name: identity.name || usernameOf(identity.email),
      username: usernameOf(identity.email),
      picture: identity.picture,
      referralCode: randomToken(6),
      referralTag: randomToken(9),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { player: inserted[0], created: true };
  const winner = await findPlayerByGoogleSubject(db, identity.subject);
  if (!winner) throw new Error("player insert lost a race but no row exists");
  return { player: winner, created: false };
}

/** The person behind an account (identity/pseudonyms.ts). */
export async function readPersonKey(db: Database, playerId: string): Promise<string> {
  const [row] = await db
    .select({ personKey: players.personKey })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.personKey ?? `${ACCOUNT_KEY_PREFIX}${playerId}`;
}

/** Whether two players ever signed in on the same device (identity/pseudonyms.ts). */
export const shareADevice = (playerA: string, playerB: string) =>
  sql`exists (select 1 from ${playerDevices} a join ${playerDevices} b on b.device_hash = a.device_hash
    where a.player_id = ${playerA} and b.player_id = ${playerB})`;

/** Notes the device a player signed in on, by its key, never the credential itself. */
export async function recordPlayerDevice(
  db: Database,
  playerId: string,
  deviceCredential: string,
  now: number,
) {
  await db
    .insert(playerDevices)
    .values({
      playerId,
      deviceHash: await deviceKeyOf(deviceCredential),
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [playerDevices.playerId, playerDevices.deviceHash],
      set: { lastSeenAt: now },
    });
}

/** The question language a player chose but is not served, while it is not playable. */
export type UnplayableLanguage = { id: string; name: string };

/**
 * What a run needs of its player: the language its questions come in, and the person key
 * the daily free try is counted by. The language is the player's choice while it is
 * playable (enabled, with a run's worth of live questions: domain/language-readiness.ts),
 * else English, which cannot be disabled (routes/admin-languages.ts); `unplayable` then
 * names the choice, so /start can say why the questions come in English.
 */
export async function readRunPlayer(
  db: Database,
  playerId: string,
  questionsPerRun: number,
): Promise<{ languageId: string; personKey: string; unplayable: UnplayableLanguage | null }> {
  const [row] = await db
    .select({
      languageId: players.languageId,
      name: languages.name,
      enabled: languages.enabled,
      liveQuestions: liveQuestionTotal,
      personKey: players.personKey,
    })
    .from(players)
    .leftJoin(languages, eq(languages.id, players.languageId))
    .leftJoin(questions, liveQuestionsOf(players.languageId))
    .where(eq(players.id, playerId))
    .groupBy(players.id);
  const personKey = row?.personKey ?? `${ACCOUNT_KEY_PREFIX}${playerId}`;
  const chosen = row?.languageId;
  if (!row || !chosen || chosen === DEFAULT_LANGUAGE_ID) {
    return { languageId: DEFAULT_LANGUAGE_ID, personKey, unplayable: null };
  }
  const language = { enabled: row.enabled === true, liveQuestions: row.liveQuestions };
  if (isPlayableLanguage(language, questionsPerRun)) {
    return { languageId: chosen, personKey, unplayable: null };
  }
  return {
    languageId: DEFAULT_LANGUAGE_ID,
    personKey,
    unplayable: row.name === null ? null : { id: chosen, name: row.name },
  };
}

export const DEFAULT_LANGUAGE_ID = "en";

export type PlayerPreferences = { sound: boolean; reducedMotion: boolean };
// Sound is off until the player turns it on: a game must not surprise anyone with noise.
const DEFAULT_PREFERENCES: PlayerPreferences = { sound: false, reducedMotion: false };

export function preferencesOf(player: Player): PlayerPreferences {
  try {
    return {
      ...DEFAULT_PREFERENCES,
      ...(JSON.parse(player.preferences) as Partial<PlayerPreferences>),
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export async function updatePlayerSettings(
  db: Database,
  playerId: string,
  change: {
    name: string;
    languageId: string;
    preferences: PlayerPreferences;
    /** One the app speaks: the route checks it against contract/ui-language.ts. */
    uiLanguage?: string;
  },
) {
  await db
    .update(players)
    .set({
      name: change.name,
      languageId: change.languageId,
      preferences: JSON.stringify(change.preferences),
      ...(change.uiLanguage ? { uiLanguage: change.uiLanguage } : {}),
    })
    .where(eq(players.id, playerId));
}

/**
 * Deactivation (DESIGN.md, issue of account deletion): the account keeps its id, so the
 * ledger and payout records still add up for audit, but every personal field is erased
 * and the Google subject released, so the same Google account can sign up again as a
 * new player.
 */
export function anonymisePlayerStatements(
  db: Database,
  playerId: string,
  now: number,
  alsoWhen?: SQL,
) {
  return db
    .update(players)
    .set({
      googleSubject: null,
      email: null,
      name: "Deactivated player",
      username: "",
      picture: null,
      preferences: "{}",
      eligibleRegion: null,
      eligibilityConfirmedAt: null,
      status: "deactivated",
      deactivatedAt: now,
    })
    .where(and(eq(players.id, playerId), alsoWhen));
}
