import { and, asc, eq, isNull, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rewardPool } from "../../db/schema/money";
import { newId } from "../../ids";

/** The admin's reward pool: a trial win takes one untaken entry (data/play/trial.ts). */

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

/** The largest prize a visitor could still win, or null when the pool is empty. */
export async function readLargestUntakenReward(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ largest: max(rewardPool.amountPaise) })
    .from(rewardPool)
    .where(isNull(rewardPool.takenAt));
  return row?.largest ?? null;
}

export type RewardRemoval = "removed" | "taken" | "not_found";

/**
 * Removes a mistyped entry nobody has won. The delete holds only while the entry is
 * untaken, checked in the statement, so a win racing the removal keeps its reward.
 */
export async function removeUntakenReward(db: Database, rewardId: string): Promise<RewardRemoval> {
  const [deleted] = await db.batch([
    db.delete(rewardPool).where(and(eq(rewardPool.id, rewardId), isNull(rewardPool.takenAt))),
  ]);
  if (deleted.meta.changes === 1) return "removed";
  const [row] = await db
    .select({ id: rewardPool.id })
    .from(rewardPool)
    .where(eq(rewardPool.id, rewardId));
  return row ? "taken" : "not_found";
}
