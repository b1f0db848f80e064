import { and, asc, desc, eq, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contributors, players } from "../../db/schema/identity";
import { payoutDetails, payoutRequests, rewardPool, trialAttempts } from "../../db/schema/money";
import { type LedgerHolder, ledgerReference, referencePrefix } from "../../domain/ledger";
import { PAYOUT_HOLD_MS } from "../../domain/payout-destination";
import {
  type DecisionMade,
  decisionOutcome,
  type PayoutKind,
  payeeMoneyAccount,
  payoutDecisionSummary,
} from "../../domain/payouts";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { insertWhen } from "../insert-when";
import { balancesOf, guardedDebit, movementWritten, moveWhen, sumOfMovements } from "./ledger";
import { detailsOfPayee, readPayoutDetails } from "./payout-details";
import {
  claimRowOf,
  hasClaimedTrialPrize,
  insertTrialPrizeClaim,
  returnTrialPrize,
} from "./trial-prize-claims";

/**
 * The payout queue (decision 010): won trial rewards, players' withdrawals of unspent
 * cash and contributors' withdrawals of earnings. Whatever the kind, the amount waits in
 * the payee's `winnings` from the request until an admin marks it paid (it leaves the
 * ledger) or rejects it (it returns to the payee's cash or earnings), each once.
 */

export type PayoutRequest = typeof payoutRequests.$inferSelect;

const payeeOf = (payout: PayoutRequest): LedgerHolder => ({
  kind: payout.payeeKind === "contributor" ? "contributor" : "player",
  id: payout.payeeId,
});

const payoutWithStatus = (payoutId: string, status: string) =>
  sql`exists (select 1 from ${payoutRequests} where ${payoutRequests.id} = ${payoutId} and ${payoutRequests.status} = ${status})`;

type NewPayout = {
  id: string;
  payee: LedgerHolder;
  kind: PayoutKind;
  sourceId: string;
  amountPaise: number;
};

/**
 * When a payout requested now may be paid: a day after the destination it is copied from
 * changed, if that is still ahead (decision 023), else null. Read from the very row the
 * destination is copied from, so a change racing the request cannot slip past the hold.
 */
const heldUntilFromDetails = (now: number) =>
  sql`case when ${payoutDetails.changedAt} + ${PAYOUT_HOLD_MS} > ${now}
    then ${payoutDetails.changedAt} + ${PAYOUT_HOLD_MS} end`;

/**
 * The payout row with the payee's saved details copied into it, inserted only when the
 * payee has details and `condition` holds (checked in the statement).
 */
function insertPayoutFromDetails(db: Database, payout: NewPayout, condition: SQL, now: number) {
  return insertWhen(
    db,
    payoutRequests,
    {
      id: payout.id,
      payeeId: payout.payee.id,
      payeeKind: payout.payee.kind,
      source: payout.kind,
      sourceId: payout.sourceId,
      amountPaise: payout.amountPaise,
      method: payoutDetails.method,
      upiId: payoutDetails.upiId,
      accountHolder: payoutDetails.accountHolder,
      bankName: payoutDetails.bankName,
      ifsc: payoutDetails.ifsc,
      accountNumber: payoutDetails.accountNumber,
      status: "requested",
      heldUntil: heldUntilFromDetails(now),
      cancelledAt: null,
      paidAt: null,
      paidReference: null,
      rejectedAt: null,
      rejectionReason: null,
      decidedBy: null,
      createdAt: now,
    },
    and(detailsOfPayee(payout.payee), condition),
    payoutDetails,
  ).onConflictDoNothing();
}

export type ClaimResult =
  | { kind: "claimed"; payoutId: string; amountPaise: number }
  | { kind: "not_won" }
  | { kind: "claimed_by_other" }
  | { kind: "no_details" }
  /** This account, person or destination has had a trial prize: this one went back to the pool. */
  | { kind: "prize_taken" };

/**
 * Binds a device's trial win to the player, once, and a trial prize to a person once ever
 * (data/money/trial-prize-claims.ts): the claim's row, the trial marked claimed, a payout
 * request with the player's saved details and the winnings, all in one batch and each only
 * if the step before it happened. A claim refused for an account, person or destination
 * that already had a prize puts the prize back in the pool.
 */
export async function claimTrialWin(
  db: Database,
  playerId: string,
  deviceId: string,
  now: number,
): Promise<ClaimResult> {
  const [trial] = await db
    .select({ trial: trialAttempts, reward: rewardPool })
    .from(trialAttempts)
    .innerJoin(rewardPool, eq(rewardPool.id, trialAttempts.rewardId))
    .where(and(eq(trialAttempts.deviceId, deviceId), eq(trialAttempts.outcome, "correct")));
  if (!trial) return { kind: "not_won" };
  const rewardId = trial.reward.id;
  const claimedBy = trial.trial.claimedByPlayerId;
  if (claimedBy && claimedBy !== playerId) return { kind: "claimed_by_other" };
  const refuse = async (): Promise<ClaimResult> => {
    await returnTrialPrize(db, deviceId, rewardId);
    return { kind: "prize_taken" };
  };
  // Said before asking for details: no destination can make a second prize claimable.
  if (claimedBy === null && (await hasClaimedTrialPrize(db, playerId))) return refuse();
  const payee: LedgerHolder = { kind: "player", id: playerId };
  if (!(await readPayoutDetails(db, payee))) return { kind: "no_details" };
  const claimedByThisPlayer = sql`exists (select 1 from ${trialAttempts} where ${trialAttempts.deviceId} = ${deviceId} and ${trialAttempts.claimedByPlayerId} = ${playerId})`;
  await db.batch([
    insertTrialPrizeClaim(db, { deviceId, playerId }, now),
    db
      .update(trialAttempts)
      .set({ claimedByPlayerId: playerId, claimedAt: now })
      .where(
        and(
          eq(trialAttempts.deviceId, deviceId),
          isNull(trialAttempts.claimedByPlayerId),
          claimRowOf(deviceId, playerId),
        ),
      ),
    insertPayoutFromDetails(
      db,
      {
        id: newId(),
        payee,
        kind: "trial",
        sourceId: rewardId,
        amountPaise: trial.reward.amountPaise,
      },
      claimedByThisPlayer,
      now,
    ),
    moveWhen(
      db,
      {
        holder: payee,
        account: "winnings",
        amount: trial.reward.amountPaise,
        reference: ledgerReference.trialWin(rewardId),
        memo: "Trial reward",
      },
      sql`exists (select 1 from ${payoutRequests} where ${payoutRequests.source} = 'trial' and ${payoutRequests.sourceId} = ${rewardId})`,
      now,
    ),
  ]);
  const [request] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.source, "trial"), eq(payoutRequests.sourceId, rewardId)));
  if (request?.payeeId === playerId) {
    return { kind: "claimed", payoutId: request.id, amountPaise: request.amountPaise };
  }
  if (request || claimedBy === playerId) return { kind: "claimed_by_other" };
  // Nothing went in: another claim took the trial meanwhile, or a racing claim took this
  // account's, person's or destination's one prize.
  const [after] = await db
    .select({ claimedBy: trialAttempts.claimedByPlayerId })
    .from(trialAttempts)
    .where(eq(trialAttempts.deviceId, deviceId));
  return after?.claimedBy ? { kind: "claimed_by_other" } : refuse();
}

export type WithdrawalResult =
  | { kind: "requested"; payoutId: string; heldUntil: number | null }
  | { kind: "no_details" }
  | { kind: "insufficient" };

/**
 * A withdrawal named `payoutId`: the amount leaves the payee's cash (a player) or earnings
 * (a contributor) by a guarded debit, so racing requests can never take more than the
 * balance; the request is made with the payee's saved details only if that debit was
 * written, and the amount waits in `winnings` only if the request was made. One batch.
 * A payout of the payee's already named so (the same keyed request, run again after its
 * first run's reply was lost) is answered as made, not made twice.
 */
export async function requestWithdrawal(
  db: Database,
  payee: LedgerHolder,
  payoutId: string,
  amountPaise: number,
  now: number,
): Promise<WithdrawalResult> {
  const earlier = await readPayout(db, payoutId);
  const earlierPayee = earlier && payeeOf(earlier);
  if (earlier && earlierPayee?.kind === payee.kind && earlierPayee.id === payee.id) {
    return { kind: "requested", payoutId, heldUntil: earlier.heldUntil };
  }
  if (!(await readPayoutDetails(db, payee))) return { kind: "no_details" };
  const contributor = payee.kind === "contributor";
  const debitReference = contributor
    ? ledgerReference.earningsWithdrawal(payoutId)
    : ledgerReference.withdrawal(payoutId);
  const hasDetails = sql`exists (select 1 from ${payoutDetails} where ${detailsOfPayee(payee)})`;
  const [debit] = await db.batch([
    guardedDebit(
      db,
      {
        holder: payee,
        account: payeeMoneyAccount(payee.kind),
        amount: -amountPaise,
        reference: debitReference,
        memo: "Withdrawal requested",
      },
      now,
      // Details deleted meanwhile (a deactivation) must not leave the money without a request.
      hasDetails,
    ),
    insertPayoutFromDetails(
      db,
      {
        id: payoutId,
        payee,
        kind: contributor ? "contributor" : "withdrawal",
        sourceId: payoutId,
        amountPaise,
      },
      movementWritten(debitReference),
      now,
    ),
    moveWhen(
      db,
      {
        holder: payee,
        account: "winnings",
        amount: amountPaise,
        reference: ledgerReference.payoutHeld(payoutId),
        memo: "Withdrawal waiting to be paid",
      },
      payoutWithStatus(payoutId, "requested"),
      now,
    ),
  ]);
  if (debit.meta.changes !== 1) return { kind: "insufficient" };
  const made = await readPayout(db, payoutId);
  return { kind: "requested", payoutId, heldUntil: made?.heldUntil ?? null };
}

export function listPayoutsOf(db: Database, payee: LedgerHolder) {
  return db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.payeeId, payee.id), eq(payoutRequests.payeeKind, payee.kind)))
    .orderBy(desc(payoutRequests.createdAt));
}

/** The open queue, oldest first, with each payee's name and email; optionally one kind. */
export function listOpenPayouts(db: Database, kind?: PayoutKind) {
  return db
    .select({
      payout: payoutRequests,
      payeeName: sql<string | null>`coalesce(${players.name}, ${contributors.name})`,
      payeeEmail: sql<string | null>`coalesce(${players.email}, ${contributors.email})`,
    })
    .from(payoutRequests)
    .leftJoin(
      players,
      and(eq(payoutRequests.payeeKind, "player"), eq(players.id, payoutRequests.payeeId)),
    )
    .leftJoin(
      contributors,
      and(eq(payoutRequests.payeeKind, "contributor"), eq(contributors.id, payoutRequests.payeeId)),
    )
    .where(
      and(
        eq(payoutRequests.status, "requested"),
        kind ? eq(payoutRequests.source, kind) : undefined,
      ),
    )
    .orderBy(asc(payoutRequests.createdAt));
}

export async function readPayout(db: Database, payoutId: string) {
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
  return row ?? null;
}

/** The statements of a decision: the row moves only from `requested`, its money only then. */
function decisionStatements(
  db: Database,
  payout: PayoutRequest,
  decision: DecisionMade,
  adminId: string,
  now: number,
) {
  const payee = payeeOf(payout);
  const open = and(eq(payoutRequests.id, payout.id), eq(payoutRequests.status, "requested"));
  // A held payout may be rejected at once, but paid only once its hold ends (decision 023).
  const payable = and(
    open,
    or(isNull(payoutRequests.heldUntil), lte(payoutRequests.heldUntil, now)),
  );
  const landed = payoutWithStatus(payout.id, decision.decision);
  // First, on the update's own condition, so the log holds a decision exactly when it landed.
  const audit = auditStatement(
    db,
    {
      actor: { role: "admin", id: adminId },
      action: "payout-decision",
      subject: { kind: "payout", id: payout.id },
      summary: payoutDecisionSummary(payout.source as PayoutKind, payout.amountPaise, decision),
      before: { status: "requested" },
      after:
        decision.decision === "paid"
          ? { status: "paid", reference: decision.reference }
          : { status: "rejected", reason: decision.reason },
    },
    now,
    decision.decision === "paid"
      ? sql`exists (select 1 from ${payoutRequests} where ${payable})`
      : payoutWithStatus(payout.id, "requested"),
  );
  const leaveWinnings = (reference: string, memo: string) =>
    moveWhen(
      db,
      { holder: payee, account: "winnings", amount: -payout.amountPaise, reference, memo },
      landed,
      now,
    );
  if (decision.decision === "paid") {
    return [
      audit,
      db
        .update(payoutRequests)
        .set({ status: "paid", paidAt: now, paidReference: decision.reference, decidedBy: adminId })
        .where(payable),
      leaveWinnings(ledgerReference.payoutPaid(payout.id), "Paid out"),
    ] as const;
  }
  return [
    audit,
    db
      .update(payoutRequests)
      .set({
        status: "rejected",
        rejectedAt: now,
        rejectionReason: decision.reason,
        decidedBy: adminId,
      })
      .where(open),
    leaveWinnings(ledgerReference.payoutRejected(payout.id), "Payout rejected"),
    returnToPayee(
      db,
      { payee, amountPaise: payout.amountPaise, memo: "Payout rejected: money returned" },
      {
        player: ledgerReference.payoutReturned(payout.id),
        contributor: ledgerReference.earningsReturned(payout.id),
      },
      landed,
      now,
    ),
    // A deactivated player can never use the returned cash: it is given up at once, so
    // no money sits in a dead account (decision 023).
    moveWhen(
      db,
      {
        holder: payee,
        account: "cash",
        amount: -payout.amountPaise,
        reference: ledgerReference.returnForfeit(payout.id),
        memo: "Forfeited: the account was deactivated",
      },
      // Contributor ids are never player ids, so only a player's return can be given up.
      sql`${landed} and exists (select 1 from ${players}
        where ${players.id} = ${payee.id} and ${players.status} = 'deactivated')`,
      now,
    ),
  ] as const;
}

/**
 * Pays or rejects a requested payout, once, in one batch with its money: `decided` when
 * this call decided it, `repeated` when it already had this decision (a second click),
 * `decided_otherwise` when it had the other one (a racing admin).
 */
export async function decidePayout(
  db: Database,
  payout: PayoutRequest,
  decision: DecisionMade,
  adminId: string,
  now: number,
) {
  const [, update] = await db.batch(decisionStatements(db, payout, decision, adminId, now));
  const after = update.meta.changes === 1 ? null : await readPayout(db, payout.id);
  return decisionOutcome(decision.decision, update.meta.changes === 1, after?.status ?? null);
}

/** The Cron Trigger's purge: paid records older than a day go; the ledger keeps the money trail. */
export async function purgePaidPayouts(db: Database, olderThan: number): Promise<number> {
  const [result] = await db.batch([
    db
      .delete(payoutRequests)
      .where(and(eq(payoutRequests.status, "paid"), lt(payoutRequests.paidAt, olderThan))),
  ]);
  return result.meta.changes;
}

/** A payee's money in and out of the queue, from the ledger (it outlives purged rows). */
export type PayoutTotals = { available: number; requested: number; paid: number };

export async function readPayoutTotals(db: Database, payee: LedgerHolder): Promise<PayoutTotals> {
  const [balances, paidMovements] = await Promise.all([
    balancesOf(db, payee),
    sumOfMovements(db, payee, referencePrefix.payoutPaid),
  ]);
  return {
    available: balances[payeeMoneyAccount(payee.kind)],
    requested: balances.winnings,
    paid: -paidMovements,
  };
}

/**
 * A payout's amount back where it came from, once `condition` holds: a player's cash or a
 * contributor's earnings, under the reference for the payee's kind.
 */
export function returnToPayee(
  db: Database,
  returned: { payee: LedgerHolder; amountPaise: number; memo: string },
  reference: { player: string; contributor: string },
  condition: SQL,
  now: number,
) {
  const { payee, amountPaise, memo } = returned;
  return moveWhen(
    db,
    {
      holder: payee,
      account: payeeMoneyAccount(payee.kind),
      amount: amountPaise,
      reference: payee.kind === "contributor" ? reference.contributor : reference.player,
      memo,
    },
    condition,
    now,
  );
}
