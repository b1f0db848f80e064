import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { languages } from "../../db/schema/questions";
import { type AuditActor, changedFields } from "../../domain/audit";
import { auditStatement } from "../audit";

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

/**
 * The code is the id, so `en` stays `en` everywhere. Null when the code exists. The audit
 * row goes first, on the condition the insert meets, so a taken code logs nothing.
 */
export async function createLanguage(
  db: Database,
  language: { code: string; name: string },
  actor: AuditActor,
  now: number,
): Promise<string | null> {
  const [, inserted] = await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "language-add",
        subject: { kind: "language", id: language.code },
        summary: `Added the language ${language.name} (${language.code})`,
        after: { code: language.code, name: language.name },
      },
      now,
      sql`not exists (select 1 from ${languages} where ${languages.id} = ${language.code})`,
    ),
    db
      .insert(languages)
      .values({ id: language.code, ...language, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: languages.id }),
  ]);
  return inserted[0]?.id ?? null;
}

type LanguageFields = { name: string; enabled: boolean };

/** An edit with what it changed (the name, whether players can pick it) in the audit log. */
export async function updateLanguage(
  db: Database,
  before: LanguageFields & { id: string },
  change: Partial<LanguageFields>,
  actor: AuditActor,
  now: number,
) {
  const { id } = before;
  const was = { name: before.name, enabled: before.enabled };
  const facts = changedFields(was, { ...was, ...change });
  await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "language-edit",
        subject: { kind: "language", id },
        summary: `Edited the language ${was.name}`,
        ...facts,
      },
      now,
      Object.keys(facts.after).length > 0 ? sql`1` : sql`0`,
    ),
    db.update(languages).set(change).where(eq(languages.id, id)),
  ]);
}
