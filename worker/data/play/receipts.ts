import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attempts, runs } from "../../db/schema/play";
import { inPlayersRun, isPlayersRun } from "./runs";

/**
 * Receipts as D1 keeps them, beside their attempts. Both reads are the
 * player's own: another player's attempt or run looks exactly like a missing one.
 */

/** The closed attempt's receipt; null when it is not the player's, not closed, or from before receipts. */
export async function readReceiptOfPlayer(db: Database, attemptId: string, playerId: string) {
  const [row] = await db
    .select({ receipt: attempts.receipt })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.playerId, playerId)))
    .limit(1);
  return row?.receipt ?? null;
}

/** The receipt of the player's attempt if it closed as a timeout; null otherwise. */
export async function readTimeoutReceipt(db: Database, attemptId: string, playerId: string) {
  const [row] = await db
    .select({ receipt: attempts.receipt })
    .from(attempts)
    .where(
      and(
        eq(attempts.id, attemptId),
        eq(attempts.playerId, playerId),
        eq(attempts.outcome, "timeout"),
      ),
    )
    .limit(1);
  return row?.receipt ?? null;
}

/**
 * Every receipt of one of the player's runs, in the order its questions were served (the
 * run summary); null when the run is not the player's. A run's open question has none yet.
 */
export async function listRunReceipts(db: Database, runId: string, playerId: string) {
  const [rows, [run]] = await db.batch([
    db
      .select({
        attemptId: attempts.id,
        position: attempts.position,
        outcome: attempts.outcome,
        receipt: attempts.receipt,
      })
      .from(attempts)
      .where(and(inPlayersRun(runId, playerId), isNotNull(attempts.receipt)))
      .orderBy(asc(attempts.position)),
    db.select({ id: runs.id }).from(runs).where(isPlayersRun(runId, playerId)).limit(1),
  ]);
  if (!run) return null;
  return rows.map((row) => ({ ...row, receipt: row.receipt! }));
}
