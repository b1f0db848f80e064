import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { ledgerEntries } from "../db/schema/money";
import { attempts, runs, seenQuestions } from "../db/schema/play";
import { questions } from "../db/schema/questions";
import { ledgerReference } from "../domain/ledger";
import type { AttemptOutcome } from "../domain/scoring";

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

export type ServedQuestion = typeof questions.$inferSelect;

/**
 * The next question of a run: never one already in this run; questions the player has
 * never seen first; within those, easier first, then at random.
 */
export async function pickNextQuestion(
  db: Database,
  run: { id: string; playerId: string; languageId: string },
): Promise<ServedQuestion | null> {
  const [row] = await db
    .select({ question: questions })
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
    .orderBy(sql`${seenQuestions.questionId} is not null`, DIFFICULTY_RANK, sql`random()`)
    .limit(1);
  return row?.question ?? null;
}

export function issueAttemptStatements(
  db: Database,
  attempt: {
    id: string;
    runId: string;
    playerId: string;
    questionId: string;
    position: number;
    allowedSeconds: number;
  },
  now: number,
) {
  return [
    db.insert(attempts).values({ ...attempt, issuedAt: now }),
    db
      .insert(seenQuestions)
      .values({ playerId: attempt.playerId, questionId: attempt.questionId, seenAt: now })
      .onConflictDoUpdate({
        target: [seenQuestions.playerId, seenQuestions.questionId],
        set: { seenAt: now },
      }),
    db
      .update(questions)
      .set({ timesServed: sql`${questions.timesServed} + 1` })
      .where(eq(questions.id, attempt.questionId)),
  ] as const;
}

/** Closes a pending attempt; the `pending` condition makes a repeat a no-op. */
export function closeAttempt(
  db: Database,
  close: {
    attemptId: string;
    outcome: AttemptOutcome | "forfeited";
    answer: string | null;
    clockStartedAt: number;
    deadlineAt: number;
  },
  now: number,
) {
  return db
    .update(attempts)
    .set({
      outcome: close.outcome,
      answer: close.answer,
      answeredAt: close.answer === null ? null : now,
      clockStartedAt: close.clockStartedAt,
      deadlineAt: close.deadlineAt,
    })
    .where(and(eq(attempts.id, close.attemptId), eq(attempts.outcome, "pending")));
}

export function countAnswer(db: Database, questionId: string) {
  return db
    .update(questions)
    .set({ timesAnswered: sql`${questions.timesAnswered} + 1` })
    .where(eq(questions.id, questionId));
}

export function updateRun(
  db: Database,
  runId: string,
  change: {
    status: "active" | "won" | "lost" | "timeout" | "forfeited";
    correctCount: number;
    timeUsedMs: number;
    stars?: number | null;
  },
  now: number,
) {
  return db
    .update(runs)
    .set({ ...change, endedAt: change.status === "active" ? null : now })
    .where(and(eq(runs.id, runId), eq(runs.status, "active")));
}

/** A question still in the live bank (a retired one is never served again). */
export async function readLiveQuestion(
  db: Database,
  questionId: string,
): Promise<ServedQuestion | null> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), sql`${questions.retiredAt} is null`))
    .limit(1);
  return row ?? null;
}
