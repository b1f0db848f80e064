import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rewardPool } from "../../db/schema/money";
import type { AuditActor } from "../../domain/audit";
import { auditStatement } from "../audit";
import { hasRowWhere } from "../rows";

/**
 * The admin's reward pool: a trial win takes one untaken entry (data/play/trial.ts). What
 * an admin adds or removes is logged with its amount, in the same batch.
 */

export function listUntakenRewards(db: Database) {
  return db
    .select()
    .from(rewardPool)
    .where(isNull(rewardPool.takenAt))
    .orderBy(asc(rewardPool.createdAt), asc(rewardPool.id));
}

/** Adds the reward `id`, once: an entry already named so (the same keyed request) is left. */
export async function addReward(
  db: Database,
  id: string,
  amountPaise: number,
  actor: AuditActor,
  now: number,
) {
  if (await hasRowWhere(db, rewardPool, eq(rewardPool.id, id))) return;
  await db.batch([
    db.insert(rewardPool).values({ id, amountPaise, createdBy: actor.id, createdAt: now }),
    auditStatement(
      db,
      {
        actor,
        action: "reward-add",
        subject: { kind: "reward", id },
        summary: "Added a reward to the trial's pool",
        after: { amountPaise },
      },
      now,
    ),
  ]);
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
 * untaken, checked in the statement, so a win racing the removal keeps its reward. The
 * audit row goes first, on the same condition, with the amount it removes.
 */
export async function removeUntakenReward(
  db: Database,
  rewardId: string,
  actor: AuditActor,
  now: number,
): Promise<RewardRemoval> {
  const untaken = and(eq(rewardPool.id, rewardId), isNull(rewardPool.takenAt));
  const [, deleted] = await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "reward-remove",
        subject: { kind: "reward", id: rewardId },
        summary: "Removed a reward from the trial's pool",
        before: sql`json_object('amountPaise', (select ${rewardPool.amountPaise} from ${rewardPool}
          where ${untaken}))`,
      },
      now,
      sql`exists (select 1 from ${rewardPool} where ${untaken})`,
    ),
    db.delete(rewardPool).where(untaken),
  ]);
  if (deleted.meta.changes === 1) return "removed";
  const [row] = await db
    .select({ id: rewardPool.id })
    .from(rewardPool)
    .where(eq(rewardPool.id, rewardId));
  return row ? "taken" : "not_found";
}
