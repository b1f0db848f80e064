import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contributors } from "../../db/schema/identity";
import { poolQuestions, questions } from "../../db/schema/questions";
import { newId } from "../../ids";
import { exactQuestionCounts } from "./question-counts";

/**
 * The review pool: what contributors post, before a main admin selects it into a
 * language. A deleted pool question is only hidden: its copies already in the live bank
 * stay there, and its running number is never reused.
 */

export type PoolQuestion = typeof poolQuestions.$inferSelect;

/** The languages a pool question was copied into, as a JSON array of ids. */
const selectedInto = sql<string>`(select json_group_array(${questions.languageId}) from ${questions}
  where ${questions.sourcePoolQuestionId} = ${poolQuestions.id})`;

const poolRows = (db: Database) =>
  db
    .select({ pool: poolQuestions, userName: contributors.name, selectedInto })
    .from(poolQuestions)
    .innerJoin(contributors, eq(contributors.id, poolQuestions.contributorId));

export type PoolQuestionRow = Awaited<ReturnType<ReturnType<typeof poolRows>["all"]>>[number];

const newestFirst = [desc(poolQuestions.createdAt), desc(poolQuestions.id)] as const;

export function listPoolQuestionsOfContributor(db: Database, contributorId: string) {
  return poolRows(db)
    .where(and(eq(poolQuestions.contributorId, contributorId), isNull(poolQuestions.deletedAt)))
    .orderBy(...newestFirst);
}

/** Every contributor's questions for the admin's select screen. */
export function listPoolQuestions(db: Database) {
  return poolRows(db)
    .where(isNull(poolQuestions.deletedAt))
    .orderBy(...newestFirst);
}

export async function readPoolQuestion(db: Database, id: string): Promise<PoolQuestion | null> {
  const [row] = await db
    .select()
    .from(poolQuestions)
    .where(and(eq(poolQuestions.id, id), isNull(poolQuestions.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type NewPoolQuestion = Omit<
  typeof poolQuestions.$inferInsert,
  "id" | "number" | "createdAt" | "deletedAt"
>;

/**
 * Adds the question with the contributor's next running number, or returns null when
 * they already have a question with this text. The number is computed inside the insert,
 * and D1 runs one statement at a time, so two posts at once never share a number.
 */
export async function postPoolQuestion(
  db: Database,
  question: NewPoolQuestion,
  now: number,
): Promise<number | null> {
  const [row] = await db
    .insert(poolQuestions)
    .values({
      ...question,
      id: newId(),
      number: sql`(select coalesce(max(${poolQuestions.number}), 0) + 1 from ${poolQuestions}
        where ${poolQuestions.contributorId} = ${question.contributorId})`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ number: poolQuestions.number });
  return row?.number ?? null;
}

export async function deletePoolQuestion(db: Database, id: string, now: number) {
  await db
    .update(poolQuestions)
    .set({ deletedAt: now })
    .where(and(eq(poolQuestions.id, id), isNull(poolQuestions.deletedAt)));
}

/**
 * A contributor's numbers, over the pool joined to its live copies. `selected` and the
 * play counts include questions the contributor later deleted: their copies stay live
 * and keep being served.
 */
export const contributorStats = {
  questions: sql<number>`count(distinct case when ${poolQuestions.deletedAt} is null
    then ${poolQuestions.id} end)`,
  selected: sql<number>`count(distinct ${questions.sourcePoolQuestionId})`,
  served: sql<number>`coalesce(sum(${exactQuestionCounts.timesServed}), 0)`,
  answered: sql<number>`coalesce(sum(${exactQuestionCounts.timesAnswered}), 0)`,
};

export async function readContributorStats(db: Database, contributorId: string) {
  const [row] = await db
    .select(contributorStats)
    .from(poolQuestions)
    .leftJoin(questions, eq(questions.sourcePoolQuestionId, poolQuestions.id))
    .where(eq(poolQuestions.contributorId, contributorId));
  return {
    questions: Number(row?.questions ?? 0),
    selected: Number(row?.selected ?? 0),
    served: Number(row?.served ?? 0),
    answered: Number(row?.answered ?? 0),
  };
}
