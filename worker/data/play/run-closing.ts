import { commit, type Database, type Statement } from "../../db/client";
import { coupons } from "../../db/schema/catalogue";
import { ledgerReference } from "../../domain/ledger";
import type { AttemptClosing, LiveRun, RunQuestion } from "../../domain/live-run";
import { credit } from "../money/ledger";
import { endRun, nextQuestionQuery, recordClosedAttempt } from "./runs";

/**
 * The statements of one closing, for a single D1 batch (decision 004: the decision and
 * its money in one transaction), its receipt stored with the attempt. Every reward
 * carries its own reference, so a replayed closing credits nothing twice.
 */
function closingStatements(
  db: Database,
  closing: AttemptClosing,
  receipt: string | null,
  now: number,
) {
  const { attempt, runEnd } = closing;
  const holder = { kind: "player" as const, id: attempt.playerId };
  const statements: Statement[] = [...recordClosedAttempt(db, attempt, receipt, now)];
  if (runEnd) statements.push(endRun(db, attempt.runId, runEnd, now));
  if (closing.coins > 0) {
    statements.push(
      credit(
        db,
        {
          holder,
          account: "coins",
          amount: closing.coins,
          reference: ledgerReference.answerCoins(attempt.id),
          memo: "Correct answer",
        },
        now,
      ),
    );
  }
  if (closing.coupon) {
    statements.push(
      db
        .insert(coupons)
        .values({
          id: closing.coupon.id,
          playerId: attempt.playerId,
          source: "run",
          sourceId: attempt.id,
          valuePaise: closing.coupon.valuePaise,
          createdAt: now,
        })
        .onConflictDoNothing(),
    );
  }
  if (runEnd?.stars != null) {
    statements.push(
      credit(
        db,
        {
          holder,
          account: "stars",
          amount: runEnd.stars,
          reference: ledgerReference.runStars(attempt.runId),
          memo: "Perfect run",
        },
        now,
      ),
    );
  }
  return statements;
}

/**
 * Writes one closing and its receipt in one batch. For a run that goes on, the batch ends
 * with the pick of its next question (so the pick already sees this attempt), which it
 * returns.
 */
export async function writeClosing(
  db: Database,
  closing: AttemptClosing,
  receipt: string | null,
  continuing: LiveRun | null,
  now: number,
): Promise<RunQuestion | undefined> {
  const statements = closingStatements(db, closing, receipt, now);
  if (!continuing) {
    await commit(db, statements);
    return undefined;
  }
  const results = await commit(db, [...statements, nextQuestionQuery(db, continuing)]);
  const [picked] = results.at(-1) as RunQuestion[];
  return picked;
}
