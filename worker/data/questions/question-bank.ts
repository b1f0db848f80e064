import { and, eq, getTableColumns, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { questions } from "../../db/schema/questions";
import { type AuditActor, type AuditState, changedFields } from "../../domain/audit";
import { ledgerReference } from "../../domain/ledger";
import {
  type Candidate,
  findNearDuplicate,
  type NearDuplicate,
  similarQuestions,
} from "../../domain/near-duplicates";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { moveWhen } from "../money/ledger";
import { newestFirstPage, type PageWindow } from "../paging";
import { hasRowWhere } from "../rows";
import { containsText } from "../search";
import type { PoolQuestion } from "./pool-questions";
import { exactQuestionCounts } from "./question-counts";

/** The live bank players are served from, one row per question per language. */

export type LiveQuestion = typeof questions.$inferSelect;

/** A live question as an admin reads it: its play counts exact (decision 016). */
const liveQuestionColumns = { ...getTableColumns(questions), ...exactQuestionCounts };

/** What a player is asked and what judges the answer: the text, the four options, the answer. */
export const askedQuestionColumns = {
  text: questions.text,
  optionA: questions.optionA,
  optionB: questions.optionB,
  optionC: questions.optionC,
  optionD: questions.optionD,
  answer: questions.answer,
};

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
  | "forTrial"
>;

/**
 * Copies a pool question into a language and credits its contributor, in one batch. The
 * unique (language, source) index lets only one copy in; the credit is written only if
 * this call's copy is the one that went in, and its reference is unique besides. Returns
 * false when the question was already in that language.
 */
export async function selectIntoLanguage(
  db: Database,
  selection: { pool: PoolQuestion; languageId: string; rewardPaise: number },
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const { pool, languageId } = selection;
  const questionId = newId();
  const copied = sql`exists (select 1 from ${questions} where ${questions.id} = ${questionId})`;
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
        createdBy: actor.id,
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
      copied,
      now,
    ),
    auditStatement(
      db,
      {
        actor,
        action: "question-select",
        subject: { kind: "question", id: questionId },
        summary: `Selected question ${pool.number} of a user-admin into ${languageId}: ${pool.text}`,
      },
      now,
      copied,
    ),
  ]);
  return copy.meta.changes === 1;
}

export type LiveQuestionFilter = {
  languageId?: string;
  difficulty?: string;
  search?: string;
  forTrial?: boolean;
};

/** A page of the bank, newest first, with the number of matches. */
export async function listLiveQuestions(
  db: Database,
  filter: LiveQuestionFilter,
  window: PageWindow,
) {
  const where = and(
    filter.languageId ? eq(questions.languageId, filter.languageId) : undefined,
    filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
    filter.search ? containsText(questions.text, filter.search) : undefined,
    filter.forTrial === undefined ? undefined : eq(questions.forTrial, filter.forTrial),
  );
  return newestFirstPage(
    db,
    questions,
    db.select(liveQuestionColumns).from(questions).$dynamic(),
    where,
    window,
  );
}

/** Whether the pool question already has its copy in the language (retired or not). */
export async function isSelectedInto(db: Database, poolQuestionId: string, languageId: string) {
  return hasRowWhere(
    db,
    questions,
    and(eq(questions.sourcePoolQuestionId, poolQuestionId), eq(questions.languageId, languageId)),
  );
}

export async function readLiveQuestion(db: Database, id: string): Promise<LiveQuestion | null> {
  const [row] = await db
    .select(liveQuestionColumns)
    .from(questions)
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The live questions of some languages, which a new text must not read like: retired
 * questions are never served, so they do not count; `exceptId` leaves out the question
 * being edited.
 */
export function liveQuestionTexts(
  db: Database,
  languageIds: readonly string[],
  exceptId?: string,
): Promise<(Candidate & { languageId: string })[]> {
  return db
    .select({ id: questions.id, text: questions.text, languageId: questions.languageId })
    .from(questions)
    .where(
      and(
        inArray(questions.languageId, [...languageIds]),
        isNull(questions.retiredAt),
        exceptId === undefined ? undefined : ne(questions.id, exceptId),
      ),
    );
}

/** What a new text reads like among a language's live questions (domain/near-duplicates.ts). */
export type SimilarLiveQuestions = {
  /** The most alike at or above the near-duplicate threshold, or null. */
  nearDuplicate: NearDuplicate | null;
  /** Those in the band below it, most alike first. */
  similar: NearDuplicate[];
};

export async function findSimilarLiveQuestions(
  db: Database,
  languageId: string,
  text: string,
  exceptId?: string,
): Promise<SimilarLiveQuestions> {
  const bank = await liveQuestionTexts(db, [languageId], exceptId);
  return { nearDuplicate: findNearDuplicate(text, bank), similar: similarQuestions(text, bank) };
}

export async function addLiveQuestion(
  db: Database,
  question: LiveQuestionContent & { languageId: string; createdBy: string },
  now: number,
): Promise<string> {
  const id = newId();
  await db.batch([
    db.insert(questions).values({ ...question, id, createdAt: now }),
    auditStatement(
      db,
      {
        actor: { role: "admin", id: question.createdBy },
        action: "question-add",
        subject: { kind: "question", id },
        summary: `Added a question to ${question.languageId}: ${question.text}`,
      },
      now,
    ),
  ]);
  return id;
}

/** An edit of the fields given, with what they were and became in the audit log. */
export async function editLiveQuestion(
  db: Database,
  question: LiveQuestion,
  change: Partial<LiveQuestionContent>,
  actor: AuditActor,
  now: number,
): Promise<void> {
  const given = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<LiveQuestionContent>;
  const before = Object.fromEntries(
    Object.keys(given).map((key) => [key, question[key as keyof LiveQuestionContent] ?? null]),
  );
  await db.batch([
    db.update(questions).set(given).where(eq(questions.id, question.id)),
    auditStatement(
      db,
      {
        actor,
        action: "question-edit",
        subject: { kind: "question", id: question.id },
        summary: `Edited a question: ${given.text ?? question.text}`,
        ...changedFields(before, given as AuditState),
      },
      now,
    ),
  ]);
}

/**
 * Takes a question out of play for good: the play loop and the trial pick only questions
 * with no `retired_at`. Retiring twice keeps the first time (and logs once). False when
 * there is no such question.
 */
export async function retireLiveQuestion(
  db: Database,
  id: string,
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const live = and(eq(questions.id, id), isNull(questions.retiredAt));
  await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "question-retire",
        subject: { kind: "question", id },
        summary: "Retired a question: players are never served it again",
      },
      now,
      sql`exists (select 1 from ${questions} where ${live})`,
    ),
    db.update(questions).set({ retiredAt: now }).where(live),
  ]);
  return (await readLiveQuestion(db, id)) !== null;
}
