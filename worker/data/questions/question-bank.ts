import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { questions } from "../../db/schema/questions";
import { ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { moveWhen } from "../money/ledger";
import { editRow } from "../rows";
import { containsText } from "../search";
import type { PoolQuestion } from "./pool-questions";

/** The live bank players are served from, one row per question per language. */

export type LiveQuestion = typeof questions.$inferSelect;

/** The fields an admin writes; the bank's own bookkeeping is left out. */
export type LiveQuestionContent = Pick<
  typeof questions.$inferInsert,
  | "text"
  | "imageUrl"
  | "optionA"
  | "optionB"
  | "optionC"
  | "optionD"
  | "answer"
  | "difficulty"
  | "seconds"
>;

/**
 * Copies a pool question into a language and credits its contributor, in one batch. The
 * unique (language, source) index lets only one copy in; the credit is written only if
 * this call's copy is the one that went in, and its reference is unique besides. Returns
 * false when the question was already in that language.
 */
export async function selectIntoLanguage(
  db: Database,
  selection: { pool: PoolQuestion; languageId: string; rewardPaise: number; adminId: string },
  now: number,
): Promise<boolean> {
  const { pool, languageId } = selection;
  const questionId = newId();
  const [copy] = await db.batch([
    db
      .insert(questions)
      .values({
        id: questionId,
        languageId,
        sourcePoolQuestionId: pool.id,
        text: pool.text,
        imageUrl: pool.imageUrl,
        optionA: pool.optionA,
        optionB: pool.optionB,
        optionC: pool.optionC,
        optionD: pool.optionD,
        answer: pool.answer,
        difficulty: pool.difficulty,
        seconds: pool.seconds,
        createdBy: selection.adminId,
        createdAt: now,
      })
      .onConflictDoNothing(),
    moveWhen(
      db,
      {
        holder: { kind: "contributor", id: pool.contributorId },
        account: "earnings",
        amount: selection.rewardPaise,
        reference: ledgerReference.selection(pool.id, languageId),
        memo: `Question ${pool.number} selected into ${languageId}`,
      },
      sql`exists (select 1 from ${questions} where ${questions.id} = ${questionId})`,
      now,
    ),
  ]);
  return copy.meta.changes === 1;
}

export type LiveQuestionFilter = { languageId?: string; difficulty?: string; search?: string };

/** A page of the bank, newest first, with the number of matches. */
export async function listLiveQuestions(
  db: Database,
  filter: LiveQuestionFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.languageId ? eq(questions.languageId, filter.languageId) : undefined,
    filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
    filter.search ? containsText(questions.text, filter.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function addLiveQuestion(
  db: Database,
  question: LiveQuestionContent & { languageId: string; createdBy: string },
  now: number,
): Promise<string> {
  const id = newId();
  await db.insert(questions).values({ ...question, id, createdAt: now });
  return id;
}

/** False when there is no such question. */
export const editLiveQuestion = (db: Database, id: string, change: Partial<LiveQuestionContent>) =>
  editRow(db, questions, id, change);

/**
 * Takes a question out of play for good: the play loop and the trial pick only questions
 * with no `retired_at`. Retiring twice keeps the first time. False when there is no such
 * question.
 */
export async function retireLiveQuestion(db: Database, id: string, now: number) {
  await db
    .update(questions)
    .set({ retiredAt: now })
    .where(and(eq(questions.id, id), isNull(questions.retiredAt)));
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return row !== undefined;
}
