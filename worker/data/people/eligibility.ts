import { eq } from "drizzle-orm";
import { commit, type Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import {
  type Eligibility,
  eligibilitySummary,
  type PaidPlayAccess,
  paidPlayAccess,
  placesText,
} from "../../domain/paid-play";
import { auditStatement } from "../audit";
import { readPaidPlayOffRegions } from "../settings";

/** What the player confirmed before paid play (decision 021), or null. */
export async function readEligibility(db: Database, playerId: string): Promise<Eligibility | null> {
  const [row] = await db
    .select({ region: players.eligibleRegion, confirmedAt: players.eligibilityConfirmedAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row?.region || row.confirmedAt === null) return null;
  return { region: row.region, confirmedAt: row.confirmedAt };
}

/**
 * Keeps the player's word that they are 18 or older and live in `region`, with its time,
 * on the account and in the audit log, in one batch. Confirming again (they moved) is a
 * new row in the log.
 */
export async function confirmEligibility(
  db: Database,
  playerId: string,
  region: string,
  now: number,
): Promise<Eligibility> {
  const before = await readEligibility(db, playerId);
  await commit(db, [
    auditStatement(
      db,
      {
        actor: { role: "player", id: playerId },
        action: "eligibility-confirm",
        subject: { kind: "player", id: playerId },
        summary: eligibilitySummary(region),
        before: before ? { adult: true, region: placesText([before.region]) } : null,
        after: { adult: true, region: placesText([region]) },
      },
      now,
    ),
    db
      .update(players)
      .set({ eligibleRegion: region, eligibilityConfirmedAt: now })
      .where(eq(players.id, playerId)),
  ]);
  return { region, confirmedAt: now };
}

export type PaidPlayStanding = { eligibility: Eligibility | null; access: PaidPlayAccess };

/** Whether the player may pay to play now (domain/paid-play.ts), and what they confirmed. */
export async function readPaidPlayStanding(
  db: Database,
  playerId: string,
  paidPlayOn: boolean,
): Promise<PaidPlayStanding> {
  const [eligibility, offRegions] = await Promise.all([
    readEligibility(db, playerId),
    readPaidPlayOffRegions(db),
  ]);
  return { eligibility, access: paidPlayAccess({ paidPlayOn, eligibility, offRegions }) };
}
