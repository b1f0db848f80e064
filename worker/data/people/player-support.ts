import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playerSignIns, players } from "../../db/schema/identity";
import { ledgerEntries, referrals } from "../../db/schema/money";
import { runs } from "../../db/schema/play";
import type { AuditActor } from "../../domain/audit";
import { type LedgerAccount, type LedgerHolder, ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { balanceSql, credit, guardedDebit } from "../money/ledger";
import { newestFirstPage, type PageWindow } from "../paging";

/**
 * What a main admin sees and does for one player on their support page: where they
 * signed in from, their runs, referrals and ledger a page at a time, and support
 * adjustments, each one ledger movement recorded in the audit log in the same batch.
 */

export const RECENT_ROWS = 10;

/** Where a sign-in came from, as the edge saw the request; null parts are unknown. */
export type SignInLocation = { city: string | null; country: string | null };

export async function recordSignIn(
  db: Database,
  playerId: string,
  location: SignInLocation,
  now: number,
): Promise<void> {
  await db.insert(playerSignIns).values({ id: newId(), playerId, ...location, signedInAt: now });
}

export function listRecentSignIns(db: Database, playerId: string) {
  return db
    .select()
    .from(playerSignIns)
    .where(eq(playerSignIns.playerId, playerId))
    .orderBy(desc(playerSignIns.signedInAt), desc(playerSignIns.id))
    .limit(RECENT_ROWS);
}

export async function readPlayer(db: Database, playerId: string) {
  const [row] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
  return row ?? null;
}

/** The latest runs and how many there are. */
export async function listRecentRuns(db: Database, playerId: string) {
  const [latest, [total]] = await Promise.all([
    db
      .select()
      .from(runs)
      .where(eq(runs.playerId, playerId))
      .orderBy(desc(runs.startedAt), desc(runs.id))
      .limit(RECENT_ROWS),
    db.select({ value: count() }).from(runs).where(eq(runs.playerId, playerId)),
  ]);
  return { latest, total: total?.value ?? 0 };
}

const displayName = sql<string>`coalesce(nullif(${players.name}, ''), ${players.username})`;

/** Who referred this player, and whom they referred (rewarded once the friend deposits). */
export async function readReferralsOf(db: Database, playerId: string) {
  const [referredBy, referred] = await Promise.all([
    db
      .select({ id: players.id, name: displayName })
      .from(referrals)
      .innerJoin(players, eq(players.id, referrals.referrerId))
      .where(eq(referrals.referredId, playerId))
      .limit(1),
    db
      .select({
        id: players.id,
        name: displayName,
        at: referrals.createdAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .innerJoin(players, eq(players.id, referrals.referredId))
      .where(eq(referrals.referrerId, playerId))
      .orderBy(desc(referrals.createdAt)),
  ]);
  return { referredBy: referredBy[0] ?? null, referred };
}

/** One page of a holder's ledger, newest first, with the number of entries. */
export async function listLedgerPage(db: Database, holder: LedgerHolder, window: PageWindow) {
  const holderIs = and(
    eq(ledgerEntries.holderKind, holder.kind),
    eq(ledgerEntries.holderId, holder.id),
  );
  const rows = db.select().from(ledgerEntries).$dynamic();
  return newestFirstPage(db, ledgerEntries, rows, holderIs, window);
}

export type Adjustment = {
  playerId: string;
  account: LedgerAccount;
  /** Positive credits, negative debits, in the account's unit. */
  amount: number;
  /** The form's idempotency key. */
  key: string;
  memo: string;
  /** The audit log's words for it. */
  summary: string;
};

export type AdjustmentResult =
  | { outcome: "applied"; balance: number }
  /** A debit larger than the balance: nothing moved. */
  | { outcome: "insufficient"; balance: number }
  /** The key was already spent on a different adjustment. */
  | { outcome: "key_reused" };

/**
 * One ledger movement and its audit row, in one batch. A debit is guarded (no balance
 * below zero, checked inside its statement); the audit row is written only if the
 * movement was, with the balance before and after it as the statement computes them.
 * The key makes the reference, so a repeat of the same form writes nothing and answers
 * as the first did.
 */
export async function adjustBalance(
  db: Database,
  adjustment: Adjustment,
  actor: AuditActor,
  now: number,
): Promise<AdjustmentResult> {
  const holder: LedgerHolder = { kind: "player", id: adjustment.playerId };
  const reference = ledgerReference.supportAdjustment(adjustment.key);
  const movement = {
    holder,
    account: adjustment.account,
    amount: adjustment.amount,
    reference,
    memo: adjustment.memo,
  };
  const balance = balanceSql(holder, adjustment.account);
  const moved = sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${reference})`;
  await db.batch([
    adjustment.amount > 0 ? credit(db, movement, now) : guardedDebit(db, movement, now),
    auditStatement(
      db,
      {
        actor,
        action: "support-adjustment",
        subject: { kind: "player", id: adjustment.playerId },
        summary: adjustment.summary,
        before: sql`json_object(${adjustment.account}, ${balance} - ${adjustment.amount})`,
        after: sql`json_object(${adjustment.account}, ${balance})`,
        reference,
      },
      now,
      moved,
    ),
  ]);
  const [[entry], [current]] = await Promise.all([
    db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference)).limit(1),
    db.select({ value: sql<number>`${balance}` }).from(sql`(select 1)`),
  ]);
  const balanceNow = Number(current?.value ?? 0);
  if (!entry) return { outcome: "insufficient", balance: balanceNow };
  const same =
    entry.holderKind === holder.kind &&
    entry.holderId === holder.id &&
    entry.account === adjustment.account &&
    entry.amount === adjustment.amount;
  return same ? { outcome: "applied", balance: balanceNow } : { outcome: "key_reused" };
}
