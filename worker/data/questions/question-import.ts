import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/audit";
import { questions } from "../../db/schema/questions";
import { sha256Hex } from "../../digest";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { insertWhen } from "../insert-when";
import type { LiveQuestionContent } from "./question-bank";

export type ImportedQuestion = LiveQuestionContent & { languageId: string };

/**
 * Saves the rows of an import that passed, all or none, in one batch with one audit row.
 * The audit row's reference is the hash of exactly these questions, so the same set
 * saved twice (a double click, two tabs, a retry) is written once: the second batch's
 * audit row meets the first's reference, and every question insert waits on it. Answers
 * how many questions this call saved.
 */
export async function importLiveQuestions(
  db: Database,
  imported: readonly ImportedQuestion[],
  adminId: string,
  now: number,
): Promise<number> {
  if (imported.length === 0) return 0;
  const auditId = newId();
  const languageIds = [...new Set(imported.map((question) => question.languageId))].sort();
  const counted = imported.length === 1 ? "1 question" : `${imported.length} questions`;
  const thisImport = sql`exists (select 1 from ${auditLog} where ${auditLog.id} = ${auditId})`;
  const [, ...inserts] = await db.batch([
    auditStatement(
      db,
      {
        actor: { role: "admin", id: adminId },
        action: "question-import",
        subject: { kind: "question", id: null },
        summary: `Imported ${counted} into ${languageIds.join(", ")}`,
        reference: `question-import:${await sha256Hex(JSON.stringify(imported))}`,
        id: auditId,
      },
      now,
    ),
    ...imported.map((question) =>
      insertWhen(
        db,
        questions,
        {
          ...question,
          id: newId(),
          imageUrl: question.imageUrl ?? null,
          forTrial: question.forTrial ?? false,
          sourcePoolQuestionId: null,
          createdBy: adminId,
          createdAt: now,
          retiredAt: null,
          timesServed: 0,
          timesAnswered: 0,
          timesCorrect: 0,
          reservedForShow: null,
        },
        thisImport,
      ),
    ),
  ]);
  return inserts.reduce((saved, insert) => saved + insert.meta.changes, 0);
}
