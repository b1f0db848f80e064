import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prebuilt } from "../../db/prebuilt";
import { ledgerEntries } from "../../db/schema/money";
import { attempts, runs, seenQuestions } from "../../db/schema/play";
import { questions } from "../../db/schema/questions";
import type { Bindable } from "../../db/sql-writer";
import { ledgerReference } from "../../domain/ledger";
import type { ClosedAttempt, RunEnd, RunQuestion } from "../../domain/live-run";
import { drawableQuestionsOf } from "../questions/languages";
import { askedQuestionColumns } from "../questions/question-bank";

/** Durable records of runs and attempts in D1; the live state is in the PlayerRun object. */

/**
 * The run, only if it is the player's, and the attempts of it, as conditions: a read of
 * another player's run finds nothing, exactly as for a missing one.
 */
export const isPlayersRun = (runId: string, playerId: string) =>
  and(eq(runs.id, runId), eq(runs.playerId, playerId));
export const inPlayersRun = (runId: string, playerId: string) =>
  and(eq(attempts.runId, runId), eq(attempts.playerId, playerId));

/**
 * Inserts the run only if its try was debited in the same batch, so a run never exists
 * without the try it cost.
 */
export function insertPaidRun(
  db: Database,
  run: { id: string; playerId: string; languageId: string; questionCount: number },
  now: number,
) {
  return db
    .insert(runs)
    .select(
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
    )
    .onConflictDoNothing();
}

/**
 * Whether the language has a question a new run could serve, as a batch's condition: the
 * same draw as the run's next question, so a run never opens (and spends a try) on a
 * language whose only questions are the trial's or held for a show.
 */
export const hasDrawableQuestion = (languageId: string) =>
  sql`exists (select 1 from ${questions} where ${drawableQuestionsOf(languageId)})`;

const DIFFICULTY_RANK = sql`case ${questions.difficulty}
  when 'Too Easy' then 0 when 'Easy' then 1 when 'Medium' then 2
  when 'Tough' then 3 when 'Too Tough' then 4 else 5 end`;

/** What a run needs of a question to serve and judge it, picked ahead of its turn. */
const queuedQuestionColumns = {
  id: questions.id,
  ...askedQuestionColumns,
  imageUrl: questions.imageUrl,
  seconds: questions.seconds,
  languageId: questions.languageId,
  difficulty: questions.difficulty,
};

type RunOfPlayer = { id: string; playerId: string; languageId: string };

/**
 * The next question of a run, as a query to put at the end of a batch: never one
 * already in this run (the batch has just recorded the latest attempt), never one
 * marked for the visitor trial (what a trial teaches must buy nothing here), and never one
 * held for a live show (nobody may meet a show's question before its moment). A player sees
 * every question of their language before any comes again, so the bank cannot be learnt
 * by replaying it: questions never seen first, easier first, then at random;
 * once all are seen, the one seen longest ago.
 */
export function nextQuestionQuery(db: Database, run: Bindable<RunOfPlayer>) {
  return db
    .select(queuedQuestionColumns)
    .from(questions)
    .leftJoin(
      seenQuestions,
      and(eq(seenQuestions.questionId, questions.id), eq(seenQuestions.playerId, run.playerId)),
    )
    .where(
      and(
        drawableQuestionsOf(run.languageId),
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

/** `nextQuestionQuery` prebuilt, for the answer's batch (`nextQuestionOf` reads its row). */
export const nextQuestionStatement = prebuilt<RunOfPlayer>(
  { id: true, playerId: true, languageId: true },
  nextQuestionQuery,
);

/** The question a prebuilt `nextQuestionStatement` picked, if any was left. */
export function nextQuestionOf(result: D1Result): RunQuestion | undefined {
  const [row] = result.results as Record<string, unknown>[];
  if (!row) return undefined;
  const entries = Object.entries(queuedQuestionColumns).map(([field, column]) => [
    field,
    row[column.name],
  ]);
  return Object.fromEntries(entries) as RunQuestion;
}

/**
 * An attempt is written once, when it closes, with its signed receipt: while it is open
 * it lives only in the player's PlayerRun object, so serving a question costs no D1
 * write. The same batch marks the question seen (`seenStatement`). The question's play
 * counts are not touched here: reads count the attempt until the hourly fold adds it to
 * them (decision 016). Replaying these statements changes nothing.
 */
export const closedAttemptStatement = prebuilt<ClosedAttempt & { receipt: string | null }>(
  {
    id: true,
    runId: true,
    playerId: true,
    questionId: true,
    position: true,
    issuedAt: true,
    allowedSeconds: true,
    clockStartedAt: true,
    deadlineAt: true,
    outcome: true,
    answer: true,
    answeredAt: true,
    receipt: true,
  },
  (db, attempt) => db.insert(attempts).values(attempt).onConflictDoNothing(),
);

/** The question marked seen by the player now, for the next pick and the order. */
export const seenStatement = prebuilt<{ playerId: string; questionId: string; seenAt: number }>(
  { playerId: true, questionId: true, seenAt: true },
  (db, seen) =>
    db
      .insert(seenQuestions)
      .values(seen)
      .onConflictDoUpdate({
        target: [seenQuestions.playerId, seenQuestions.questionId],
        set: { seenAt: seen.seenAt.getSQL() },
      }),
);

/** The run's final row; its progress lives in the PlayerRun object until it ends. */
export const endRunStatement = prebuilt<RunEnd & { runId: string; endedAt: number }>(
  { status: true, correctCount: true, timeUsedMs: true, stars: true, runId: true, endedAt: true },
  (db, end) =>
    db
      .update(runs)
      .set({
        status: end.status.getSQL(),
        correctCount: end.correctCount.getSQL(),
        timeUsedMs: end.timeUsedMs.getSQL(),
        stars: end.stars.getSQL(),
        endedAt: end.endedAt.getSQL(),
      })
      .where(and(eq(runs.id, end.runId), eq(runs.status, "active"))),
);

/** Ends the run on its own, when no question closes with it (exhausted, forfeited). */
export async function endRun(db: Database, runId: string, end: RunEnd, now: number) {
  await endRunStatement(db, { ...end, runId, endedAt: now }).run();
}
