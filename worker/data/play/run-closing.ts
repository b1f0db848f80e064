import type { Database, Statement } from "../../db/client";
import { coupons } from "../../db/schema/catalogue";
import { ledgerReference } from "../../domain/ledger";
import { credit } from "../money/ledger";
import { type ClosedAttempt, endRun, recordClosedAttempt } from "./runs";

/** Everything one closed question changes in D1: its record, the run's end, its rewards. */
export type AttemptClosing = {
  attempt: ClosedAttempt;
  /** Set when this question ends the run. */
  runEnd: {
    status: "won" | "lost" | "timeout" | "forfeited";
    correctCount: number;
    timeUsedMs: number;
    stars: number | null;
  } | null;
  coins: number;
  coupon: { id: string; valuePaise: number } | null;
};

/**
 * The statements of one closing, for a single D1 batch (decision 004: the decision and
 * its money in one transaction). Every reward carries its own reference, so a replayed
 * closing credits nothing twice.
 */
export function closingStatements(db: Database, closing: AttemptClosing, now: number) {
  const { attempt, runEnd } = closing;
  const holder = { kind: "player" as const, id: attempt.playerId };
  const statements: Statement[] = [...recordClosedAttempt(db, attempt, now)];
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
