import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { payoutDetails, payoutRequests, rewardPool, trialAttempts } from "../../db/schema/money";
import { ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { moveWhen } from "./ledger";

/**
 * Payout details, payout requests and the reward pool. Money owed to a player is
 * credited to `winnings` when the request is made and debited when an admin marks it
 * paid, each once per request.
 */

/** Where a payee wants money sent, as stored. */
export type PayoutDetails =
  | { method: "upi"; upiId: string }
  | {
      method: "bank";
      accountHolder: string;
      bankName: string;
      ifsc: string;
      accountNumber: string;
    };

export type PayoutRequest = typeof payoutRequests.$inferSelect;

export async function readPayoutDetails(db: Database, playerId: string) {
  const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.playerId, playerId));
  return row ?? null;
}

export async function savePayoutDetails(
  db: Database,
  playerId: string,
  details: PayoutDetails,
  now: number,
) {
  const none = {
    upiId: null,
    accountHolder: null,
    bankName: null,
    ifsc: null,
    accountNumber: null,
  };
  const row = { ...none, ...details };
  await db
    .insert(payoutDetails)
    .values({ playerId, ...row, updatedAt: now })
    .onConflictDoUpdate({ target: payoutDetails.playerId, set: { ...row, updatedAt: now } });
}

const payoutExists = (source: string, sourceId: string) =>
  sql`exists (select 1 from ${payoutRequests} where ${payoutRequests.source} = ${source} and ${payoutRequests.sourceId} = ${sourceId})`;

export type ClaimResult =
  | { kind: "claimed"; payoutId: string; amountPaise: number }
  | { kind: "not_won" }
  | { kind: "claimed_by_other" }
  | { kind: "no_details" };

/**
 * Binds a device's trial win to the player, once: the trial is marked claimed, a payout
 * request is made with the player's saved details, and the winnings are credited, all in
 * one batch and each only if the step before it happened.
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
  if (trial.trial.claimedByPlayerId && trial.trial.claimedByPlayerId !== playerId) {
    return { kind: "claimed_by_other" };
  }
  const details = await readPayoutDetails(db, playerId);
  if (!details) return { kind: "no_details" };
  const payoutId = newId();
  await db.batch([
    db
      .update(trialAttempts)
      .set({ claimedByPlayerId: playerId, claimedAt: now })
      .where(and(eq(trialAttempts.deviceId, deviceId), isNull(trialAttempts.claimedByPlayerId))),
    db
      .insert(payoutRequests)
      .select(
        db
          .select({
            id: sql<string>`${payoutId}`.as("id"),
            playerId: sql<string>`${playerId}`.as("player_id"),
            source: sql<string>`'trial'`.as("source"),
            sourceId: sql<string>`${rewardId}`.as("source_id"),
            amountPaise: sql<number>`${trial.reward.amountPaise}`.as("amount_paise"),
            method: payoutDetails.method,
            upiId: payoutDetails.upiId,
            accountHolder: payoutDetails.accountHolder,
            bankName: payoutDetails.bankName,
            ifsc: payoutDetails.ifsc,
            accountNumber: payoutDetails.accountNumber,
            status: sql<string>`'requested'`.as("status"),
            paidAt: sql<number | null>`null`.as("paid_at"),
            paidReference: sql<string | null>`null`.as("paid_reference"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(payoutDetails)
          .where(
            and(
              eq(payoutDetails.playerId, playerId),
              sql`exists (select 1 from ${trialAttempts} where ${trialAttempts.deviceId} = ${deviceId} and ${trialAttempts.claimedByPlayerId} = ${playerId})`,
            ),
          ),
      )
      .onConflictDoNothing(),
    moveWhen(
      db,
      {
        holder: { kind: "player", id: playerId },
        account: "winnings",
        amount: trial.reward.amountPaise,
        reference: ledgerReference.trialWin(rewardId),
        memo: "Trial reward",
      },
      payoutExists("trial", rewardId),
      now,
    ),
  ]);
  const [request] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.source, "trial"), eq(payoutRequests.sourceId, rewardId)));
  if (!request || request.playerId !== playerId) return { kind: "claimed_by_other" };
  return { kind: "claimed", payoutId: request.id, amountPaise: request.amountPaise };
}

export function listPayoutsOfPlayer(db: Database, playerId: string) {
  return db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.playerId, playerId))
    .orderBy(desc(payoutRequests.createdAt));
}

export function listOpenPayouts(db: Database) {
  return db
    .select({ payout: payoutRequests, player: players })
    .from(payoutRequests)
    .innerJoin(players, eq(players.id, payoutRequests.playerId))
    .where(eq(payoutRequests.status, "requested"))
    .orderBy(asc(payoutRequests.createdAt));
}

export async function readPayout(db: Database, payoutId: string) {
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
  return row ?? null;
}

/**
 * Marks a request paid and takes the amount out of the player's winnings, once: a second
 * click changes nothing. Returns whether this call marked it.
 */
export async function markPayoutPaid(
  db: Database,
  payout: { id: string; playerId: string; amountPaise: number },
  reference: string | null,
  now: number,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .update(payoutRequests)
      .set({ status: "paid", paidAt: now, paidReference: reference })
      .where(and(eq(payoutRequests.id, payout.id), eq(payoutRequests.status, "requested"))),
    moveWhen(
      db,
      {
        holder: { kind: "player", id: payout.playerId },
        account: "winnings",
        amount: -payout.amountPaise,
        reference: ledgerReference.payoutPaid(payout.id),
        memo: "Paid out",
      },
      sql`exists (select 1 from ${payoutRequests} where ${payoutRequests.id} = ${payout.id} and ${payoutRequests.status} = 'paid')`,
      now,
    ),
  ]);
  return update.meta.changes === 1;
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

export function listUntakenRewards(db: Database) {
  return db
    .select()
    .from(rewardPool)
    .where(isNull(rewardPool.takenAt))
    .orderBy(asc(rewardPool.createdAt), asc(rewardPool.id));
}

export async function addReward(db: Database, amountPaise: number, adminId: string, now: number) {
  await db
    .insert(rewardPool)
    .values({ id: newId(), amountPaise, createdBy: adminId, createdAt: now });
}
