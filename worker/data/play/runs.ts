import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema/money";
import { attempts, runs, seenQuestions } from "../../db/schema/play";
import { questions } from "../../db/schema/questions";
import { ledgerReference } from "../../domain/ledger";
import type { ClosedAttempt, RunEnd } from "../../domain/live-run";

/** Durable records of runs and attempts in D1; the live state is in the PlayerRun object. */

/**
 * Inserts the run only if its try was debited in the same batch, so a run never exists
 * without the try it cost.
 */
export function insertPaidRun(
  db: Database,
  run: { id: string; playerId: string; languageId: string; questionCount: number },
  now: number,
) {
  return db.insert(runs).select(
    db
      .select({
        id: sql<string>`${run.id}`.as("id"),
        playerId: sql<string>`${run.playerId}`.as("player_id"),
        languageId: sql<string>`${run.languageId}`.as("language_id"),
        status: sql<string>`'active'`.as("status"),
        questionCount: sql<number>`${run.questionCount}`.as("question_count"),
        correctCount: sql<number>`0`.as("correct_count"),
        timeUsedMs: sql<number>`0`.as("time_used_ms"),
        stars: sql<number | null>`null`.as("stars"),
        startedAt: sql<number>`${now}`.as("started_at"),
        endedAt: sql<number | null>`null`.as("ended_at"),
      })
      .from(sql`(select 1)`)
      .where(
        sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${ledgerReference.runTry(run.id)})`,
      ),
  );
}

const DIFFICULTY_RANK = sql`case ${questions.difficulty}
  when 'Too Easy' then 0 when 'Easy' then 1 when 'Medium' then 2
  when 'Tough' then 3 when 'Too Tough' then 4 else 5 end`;

/** What a run needs of a question to serve and judge it, picked ahead of its turn. */
const queuedQuestionColumns = {
  id: questions.id,
  text: questions.text,
  optionA: questions.optionA,
  optionB: questions.optionB,
  optionC: questions.optionC,
  optionD: questions.optionD,
  answer: questions.answer,
  imageUrl: questions.imageUrl,
  seconds: questions.seconds,
  languageId: questions.languageId,
  difficulty: questions.difficulty,
};

/**
 * The next question of a run, as a query to put at the end of a batch: never one
 * already in this run (the batch has just recorded the latest attempt). A player sees
 * every question of their language before any comes again, so the bank cannot be learnt
 * by replaying it (issue 15): questions never seen first, easier first, then at random;
 * once all are seen, the one seen longest ago.
 */
export function nextQuestionQuery(
  db: Database,
  run: { id: string; playerId: string; languageId: string },
) {
  return db
    .select(queuedQuestionColumns)
    .from(questions)
    .leftJoin(
      seenQuestions,
      and(eq(seenQuestions.questionId, questions.id), eq(seenQuestions.playerId, run.playerId)),
    )
    .where(
      and(
        eq(questions.languageId, run.languageId),
        sql`${questions.retiredAt} is null`,
        sql`${questions.id} not in (select ${attempts.questionId} from ${attempts} where ${attempts.runId} = ${run.id})`,
      ),
    )
    .orderBy(
      sql`${seenQuestions.seenAt} is not null`,
      seenQuestions.seenAt,
      DIFFICULTY_RANK,
      sql`random()`,
    )
    .limit(1);
}

/**
 * An attempt is written once, when it closes, with its signed receipt: while it is open
 * it lives only in the player's PlayerRun object, so serving a question costs no D1
 * write. The same batch marks the question seen. The question's play counts are not
 * touched here: reads count the attempt until the hourly fold adds it to them
 * (decision 016). Replaying these statements changes nothing.
 */
export function recordClosedAttempt(
  db: Database,
  attempt: ClosedAttempt,
  receipt: string | null,
  now: number,
) {
  return [
    db
      .insert(attempts)
      .values({ ...attempt, receipt })
      .onConflictDoNothing(),
    db
      .insert(seenQuestions)
      .values({ playerId: attempt.playerId, questionId: attempt.questionId, seenAt: now })
      .onConflictDoUpdate({
        target: [seenQuestions.playerId, seenQuestions.questionId],
        set: { seenAt: now },
      }),
  ] as const;
}

/** The run's final row; its progress lives in the PlayerRun object until it ends. */
export function endRun(db: Database, runId: string, end: RunEnd, now: number) {
  return db
    .update(runs)
    .set({ ...end, endedAt: now })
    .where(and(eq(runs.id, runId), eq(runs.status, "active")));
}
