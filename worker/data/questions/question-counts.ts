import { inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attempts } from "../../db/schema/play";
import { questions } from "../../db/schema/questions";

/**
 * A question's play counts (served, answered, correct) without a write on the answer
 * path (decision 016): the answer's batch only inserts the attempt, the hourly cron folds
 * closed attempts into `questions.times_*` and marks them tallied, and every read adds
 * the attempts not folded yet. Folding and marking are one batch, so each attempt is
 * counted exactly once whenever the counts are read.
 */

const answered = sql`${attempts.outcome} in ('correct', 'wrong')`;
const correct = sql`${attempts.outcome} = 'correct'`;

/** Attempts of the `questions` row in scope that no fold has counted yet. */
const unfolded = (outcome?: SQL) =>
  sql<number>`(select count(*) from ${attempts} where ${attempts.questionId} = ${questions.id}
    and ${attempts.talliedAt} is null${outcome ? sql` and ${outcome}` : sql``})`;

/** The exact counts of the `questions` row in scope, as columns for a select. */
export const exactQuestionCounts = {
  timesServed: sql<number>`${questions.timesServed} + ${unfolded()}`,
  timesAnswered: sql<number>`${questions.timesAnswered} + ${unfolded(answered)}`,
  timesCorrect: sql<number>`${questions.timesCorrect} + ${unfolded(correct)}`,
};

/**
 * Folds every closed attempt not yet counted into its question's counters and marks it
 * tallied, in one batch (one transaction). Returns how many attempts were folded.
 */
export async function foldQuestionCounts(db: Database, now: number): Promise<number> {
  const [, marked] = await db.batch([
    db
      .update(questions)
      .set(exactQuestionCounts)
      .where(
        inArray(
          questions.id,
          db.select({ id: attempts.questionId }).from(attempts).where(isNull(attempts.talliedAt)),
        ),
      ),
    db.update(attempts).set({ talliedAt: now }).where(isNull(attempts.talliedAt)),
  ]);
  return marked.meta.changes;
}
