import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { payoutDetails, rewardPool, trialAttempts, trialPrizeClaims } from "../../db/schema/money";
import { insertWhen } from "../insert-when";
import { hasRowWhere } from "../rows";
import { destinationKeySql } from "./payout-destination";
import { detailsOfPayee } from "./payout-details";

/**
 * Once per person, ever (DESIGN.md section 4): the rows that say who has had a trial
 * prize, by account, person and payout destination, and the way a refused claim's prize
 * goes back to the pool. The claim itself is `claimTrialWin` (data/money/payouts.ts).
 */

/** The account's person key, null for an account from before person keys were kept. */
const personKeyOf = (playerId: string) =>
  sql`(select nullif(${players.personKey}, '') from ${players} where ${players.id} = ${playerId})`;

/** Whether this account, or another account of its person, has claimed a trial prize. */
export function hasClaimedTrialPrize(db: Database, playerId: string): Promise<boolean> {
  return hasRowWhere(
    db,
    trialPrizeClaims,
    or(
      eq(trialPrizeClaims.playerId, playerId),
      sql`${trialPrizeClaims.personKey} = ${personKeyOf(playerId)}`,
    ),
  );
}

/**
 * The claim's row, first in the claim's batch. It goes in only while the device's trial
 * holds a won prize nobody has claimed, with the destination of the player's saved payout
 * details as the payout copies them in the same batch, and only if no row holds this
 * account, person or destination yet (the table's unique keys): of racing claims by one
 * person, or to one destination, exactly one goes in.
 */
export function insertTrialPrizeClaim(
  db: Database,
  claim: { deviceId: string; playerId: string },
  now: number,
) {
  const wonAndUnclaimed = sql`exists (select 1 from ${trialAttempts} where ${trialAttempts.deviceId} = ${claim.deviceId} and ${trialAttempts.outcome} = 'correct' and ${trialAttempts.rewardId} is not null and ${trialAttempts.claimedByPlayerId} is null)`;
  return insertWhen(
    db,
    trialPrizeClaims,
    {
      deviceId: claim.deviceId,
      playerId: claim.playerId,
      personKey: personKeyOf(claim.playerId),
      destination: sql.raw(destinationKeySql(`"payout_details"`)),
      claimedAt: now,
    },
    and(detailsOfPayee({ kind: "player", id: claim.playerId }), wonAndUnclaimed),
    payoutDetails,
  ).onConflictDoNothing();
}

/** The player's claim row for the device went in: the rest of the claim's batch may follow. */
export const claimRowOf = (deviceId: string, playerId: string) =>
  sql`exists (select 1 from ${trialPrizeClaims} where ${trialPrizeClaims.deviceId} = ${deviceId} and ${trialPrizeClaims.playerId} = ${playerId})`;

/**
 * Puts a refused claim's prize back in the pool for another visitor to win: the device's
 * trial keeps its outcome and no longer holds the prize. Only while nobody has claimed the
 * trial, checked in both statements, so a claim that went in meanwhile keeps its prize.
 */
export async function returnTrialPrize(db: Database, deviceId: string, rewardId: string) {
  const heldUnclaimed = and(
    eq(trialAttempts.deviceId, deviceId),
    eq(trialAttempts.rewardId, rewardId),
    isNull(trialAttempts.claimedByPlayerId),
  );
  const unclaimed = sql`exists (select 1 from ${trialAttempts} where ${heldUnclaimed})`;
  await db.batch([
    db
      .update(rewardPool)
      .set({ takenAt: null, takenByDevice: null })
      .where(and(eq(rewardPool.id, rewardId), eq(rewardPool.takenByDevice, deviceId), unclaimed)),
    db.update(trialAttempts).set({ rewardId: null }).where(heldUnclaimed),
  ]);
}
