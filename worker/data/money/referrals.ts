import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { payments, referrals } from "../../db/schema/money";
import { newId } from "../../ids";
import { shareADevice } from "../people/players";
import { hasRowWhere, insertUnlessTaken } from "../rows";

export async function findPlayerByReferralCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: players.id, referralTag: players.referralTag })
    .from(players)
    .where(and(eq(players.referralCode, code), eq(players.status, "active")));
  return row ?? null;
}

/** A player's link: the code and its public tag. */
export async function readReferralLink(db: Database, playerId: string) {
  const [row] = await db
    .select({ code: players.referralCode, tag: players.referralTag })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** Whether the two players ever signed in on the same phone. */
export async function sharedADevice(db: Database, playerA: string, playerB: string) {
  const [row] = await db.select({ shared: shareADevice(playerA, playerB) }).from(sql`(select 1)`);
  return Boolean(row?.shared);
}

export async function hasDeposited(db: Database, playerId: string) {
  return hasRowWhere(
    db,
    payments,
    and(eq(payments.playerId, playerId), ne(payments.status, "created")),
  );
}

/**
 * Records who referred this player; false if someone already did. One referrer per
 * person, not per account: a person who deactivates and returns cannot be referred again.
 */
export async function recordReferral(
  db: Database,
  referral: { referrerId: string; referredId: string; referredPersonKey: string },
  now: number,
): Promise<boolean> {
  const id = await insertUnlessTaken(db, referrals, { id: newId(), ...referral, createdAt: now });
  return id !== null;
}
