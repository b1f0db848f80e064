import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { languages } from "../../db/schema/questions";
import { insertUnlessTaken } from "../rows";

/** The live bank's languages: players read the enabled ones, admins manage them all. */

export function listEnabledLanguages(db: Database) {
  return db.select().from(languages).where(eq(languages.enabled, true)).orderBy(languages.name);
}

export async function isEnabledLanguage(db: Database, languageId: string) {
  const [row] = await db
    .select({ enabled: languages.enabled })
    .from(languages)
    .where(eq(languages.id, languageId));
  return row?.enabled === true;
}

export function listAllLanguages(db: Database) {
  return db.select().from(languages).orderBy(languages.name);
}

export async function readLanguage(db: Database, id: string) {
  const [row] = await db.select().from(languages).where(eq(languages.id, id)).limit(1);
  return row ?? null;
}

/** The code is the id, so `en` stays `en` everywhere. Null when the code exists. */
export async function createLanguage(
  db: Database,
  language: { code: string; name: string },
  now: number,
): Promise<string | null> {
  return insertUnlessTaken(db, languages, { id: language.code, ...language, createdAt: now });
}

export async function updateLanguage(
  db: Database,
  id: string,
  change: { name?: string; enabled?: boolean },
) {
  await db.update(languages).set(change).where(eq(languages.id, id));
}
