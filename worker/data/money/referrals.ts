import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { payments, referrals } from "../../db/schema/money";
import { newId } from "../../ids";

export async function findPlayerByReferralCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.referralCode, code), eq(players.status, "active")));
  return row ?? null;
}

export async function readReferralCode(db: Database, playerId: string) {
  const [row] = await db
    .select({ code: players.referralCode })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.code ?? null;
}

export async function hasDeposited(db: Database, playerId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), ne(payments.status, "created")))
    .limit(1);
  return row !== undefined;
}

/** Records who referred this player; false if someone already did (one referrer each). */
export async function recordReferral(
  db: Database,
  referral: {
    referrerId: string;
    referredId: string;
    referrerDeviceId: string;
    referredDeviceId: string;
  },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(referrals)
    .values({ id: newId(), ...referral, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length === 1;
}
