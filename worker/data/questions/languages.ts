import { and, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { languages, questions } from "../../db/schema/questions";
import type { AuditActor } from "../../domain/audit";
import { isPlayableLanguage } from "../../domain/language-readiness";
import { auditStatement, editAuditStatement } from "../audit";

/**
 * The live bank's languages: admins manage them all; players are offered the playable
 * ones, enabled with a run's worth of live questions (domain/language-readiness.ts).
 */

/**
 * A language's live (not retired) questions, given its id or, as a join condition, its
 * column; `count(questions.id)` over the join, grouped by the language, is
 * `liveQuestionTotal`.
 */
export const liveQuestionsOf = (languageId: string | SQLWrapper) =>
  and(eq(questions.languageId, languageId), isNull(questions.retiredAt));
export const liveQuestionTotal = sql<number>`count(${questions.id})`.mapWith(Number);

/**
 * The live questions of a language that a run may serve and a show may hold: never one
 * marked for the visitor trial (a trial is cheap to repeat, so what it teaches must buy
 * nothing) and never one held for a live show (nobody may meet it before its moment).
 */
export const drawableQuestionsOf = (languageId: string | SQLWrapper) =>
  and(
    liveQuestionsOf(languageId),
    eq(questions.forTrial, false),
    isNull(questions.reservedForShow),
  );

const withLiveQuestions = (db: Database) =>
  db
    .select({
      id: languages.id,
      code: languages.code,
      name: languages.name,
      enabled: languages.enabled,
      liveQuestions: liveQuestionTotal,
    })
    .from(languages)
    .leftJoin(questions, liveQuestionsOf(languages.id))
    .groupBy(languages.id)
    .$dynamic();

export type LanguageWithCount = {
  id: string;
  code: string;
  name: string;
  enabled: boolean;
  liveQuestions: number;
};

/** Every language with its live question count, by name. */
export function listLanguagesWithCounts(db: Database): Promise<LanguageWithCount[]> {
  return withLiveQuestions(db).orderBy(languages.name);
}

/** The languages players are offered, by name. */
export async function listPlayableLanguages(db: Database, questionsPerRun: number) {
  const all = await listLanguagesWithCounts(db);
  return all.filter((language) => isPlayableLanguage(language, questionsPerRun));
}

export async function readLanguageWithCount(
  db: Database,
  id: string,
): Promise<LanguageWithCount | null> {
  const [row] = await withLiveQuestions(db).where(eq(languages.id, id));
  return row ?? null;
}

export async function isPlayableLanguageId(
  db: Database,
  languageId: string,
  questionsPerRun: number,
) {
  const language = await readLanguageWithCount(db, languageId);
  return language !== null && isPlayableLanguage(language, questionsPerRun);
}

/** Contributors may tag their questions with any enabled language, ready or not. */
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

export async function readLanguage(db: Database, id: string) {
  const [row] = await db.select().from(languages).where(eq(languages.id, id)).limit(1);
  return row ?? null;
}

/**
 * The code is the id, so `en` stays `en` everywhere. A new language starts disabled: it
 * has no questions yet (decision 025). Null when the code exists. The audit row goes
 * first, on the condition the insert meets, so a taken code logs nothing.
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
      .values({ id: language.code, ...language, enabled: false, createdAt: now })
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
  await db.batch([
    editAuditStatement(
      db,
      {
        actor,
        action: "language-edit",
        subject: { kind: "language", id },
        summary: `Edited the language ${was.name}`,
      },
      { before: was, after: { ...was, ...change } },
      now,
    ),
    db.update(languages).set(change).where(eq(languages.id, id)),
  ]);
}
