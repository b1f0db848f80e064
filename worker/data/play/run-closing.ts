import type { Database } from "../../db/client";
import { commitPrebuilt, prebuilt } from "../../db/prebuilt";
import { coupons } from "../../db/schema/catalogue";
import { ledgerReference } from "../../domain/ledger";
import type { AttemptClosing, LiveRun, RunQuestion } from "../../domain/live-run";
import { creditStatement } from "../money/ledger-prebuilt";
import {
  closedAttemptStatement,
  endRunStatement,
  nextQuestionOf,
  nextQuestionStatement,
  seenStatement,
} from "./runs";

type RunCoupon = {
  id: string;
  playerId: string;
  sourceId: string;
  valuePaise: number;
  createdAt: number;
};

const runCouponStatement = prebuilt<RunCoupon>(
  { id: true, playerId: true, sourceId: true, valuePaise: true, createdAt: true },
  (db, coupon) =>
    db
      .insert(coupons)
      .values({ ...coupon, source: "run" })
      .onConflictDoNothing(),
);

/**
 * The statements of one closing, for a single D1 batch (decision 004: the decision and
 * its money in one transaction), its receipt stored with the attempt. Every reward
 * carries its own reference, so a replayed closing credits nothing twice. They are
 * prebuilt (`db/prebuilt.ts`): every answer runs them.
 */
function closingStatements(
  db: Database,
  closing: AttemptClosing,
  receipt: string | null,
  now: number,
) {
  const { attempt, runEnd } = closing;
  const holder = { kind: "player" as const, id: attempt.playerId };
  const statements = [
    closedAttemptStatement(db, { ...attempt, receipt }),
    seenStatement(db, { playerId: attempt.playerId, questionId: attempt.questionId, seenAt: now }),
  ];
  if (runEnd)
    statements.push(endRunStatement(db, { ...runEnd, runId: attempt.runId, endedAt: now }));
  if (closing.coins > 0) {
    statements.push(
      creditStatement(
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
      runCouponStatement(db, {
        id: closing.coupon.id,
        playerId: attempt.playerId,
        sourceId: attempt.id,
        valuePaise: closing.coupon.valuePaise,
        createdAt: now,
      }),
    );
  }
  if (runEnd?.stars != null) {
    statements.push(
      creditStatement(
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
    await commitPrebuilt(db, statements);
    return undefined;
  }
  const results = await commitPrebuilt(db, [...statements, nextQuestionStatement(db, continuing)]);
  return nextQuestionOf(results.at(-1)!);
}
