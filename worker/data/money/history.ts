import { and, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, payoutRequests } from "../../db/schema/money";
import { attempts } from "../../db/schema/play";
import type { LedgerLine } from "../../domain/history-events";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";

/** `answer-coins:`, the domain's own spelling of the prefix before an attempt's id. */
const ANSWER_COINS = ledgerReference.answerCoins("");

/**
 * A holder's ledger lines matching `when`, newest first. An answer's coins name their
 * attempt in the reference, so the attempt's receipt comes along; the join
 * looks the attempt up by its primary key.
 */
async function listLedgerLines(
  db: Database,
  holder: LedgerHolder,
  when: SQL | undefined,
  limit?: number,
): Promise<LedgerLine[]> {
  const query = db
    .select({
      id: ledgerEntries.id,
      reference: ledgerEntries.reference,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      memo: ledgerEntries.memo,
      createdAt: ledgerEntries.createdAt,
      receipt: attempts.receipt,
    })
    .from(ledgerEntries)
    .leftJoin(
      attempts,
      and(
        sql`${ledgerEntries.reference} glob ${`${ANSWER_COINS}*`}`,
        eq(attempts.id, sql`substr(${ledgerEntries.reference}, ${ANSWER_COINS.length + 1})`),
        eq(attempts.playerId, ledgerEntries.holderId),
      ),
    )
    .where(
      and(eq(ledgerEntries.holderKind, holder.kind), eq(ledgerEntries.holderId, holder.id), when),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A page of a holder's ledger, newest first (keyset on the time), that never splits one
 * moment: every leg of one batch shares its time, and the history makes one event of
 * them, so the page takes the whole of its last moment and the next begins before it.
 */
export async function readLedgerPage(
  db: Database,
  holder: LedgerHolder,
  before: number | undefined,
  limit: number,
): Promise<{ lines: LedgerLine[]; nextBefore: number | null }> {
  const lines = await listLedgerLines(
    db,
    holder,
    before === undefined ? undefined : lt(ledgerEntries.createdAt, before),
    limit,
  );
  const last = lines.at(-1)?.createdAt;
  if (lines.length < limit || last === undefined) return { lines, nextBefore: null };
  const wholeLastMoment = await listLedgerLines(db, holder, eq(ledgerEntries.createdAt, last));
  return {
    lines: [...lines.filter((line) => line.createdAt !== last), ...wholeLastMoment],
    nextBefore: last,
  };
}

export type PayoutStanding = { kind: "trial" | "withdrawal"; status: string };

/**
 * Where the payouts the history names stand now, by payout id and by trial reward id. A
 * paid payout's row is purged after a day (purgePaidPayouts); the ledger outlives it, so
 * one with no row is paid, and a withdrawal by its `withdrawal:` leg.
 */
export async function readPayoutStandings(
  db: Database,
  holder: LedgerHolder,
  payoutIds: string[],
  rewardIds: string[],
): Promise<{ byPayout: Map<string, PayoutStanding>; byReward: Map<string, PayoutStanding> }> {
  const byPayout = new Map<string, PayoutStanding>();
  const byReward = new Map<string, PayoutStanding>();
  if (payoutIds.length === 0 && rewardIds.length === 0) return { byPayout, byReward };
  const [rows, withdrawals] = await db.batch([
    db
      .select({
        id: payoutRequests.id,
        source: payoutRequests.source,
        sourceId: payoutRequests.sourceId,
        status: payoutRequests.status,
      })
      .from(payoutRequests)
      .where(
        and(
          eq(payoutRequests.payeeId, holder.id),
          or(
            inArray(payoutRequests.id, payoutIds),
            and(eq(payoutRequests.source, "trial"), inArray(payoutRequests.sourceId, rewardIds)),
          ),
        ),
      ),
    db
      .select({ reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.reference, payoutIds.map(ledgerReference.withdrawal))),
  ]);
  const withdrawn = new Set(withdrawals.map((row) => row.reference));
  for (const id of payoutIds) {
    const kind = withdrawn.has(ledgerReference.withdrawal(id)) ? "withdrawal" : "trial";
    byPayout.set(id, { kind, status: "paid" });
  }
  for (const rewardId of rewardIds) byReward.set(rewardId, { kind: "trial", status: "paid" });
  for (const row of rows) {
    const standing: PayoutStanding = {
      kind: row.source === "trial" ? "trial" : "withdrawal",
      status: row.status,
    };
    byPayout.set(row.id, standing);
    if (row.source === "trial") byReward.set(row.sourceId, standing);
  }
  return { byPayout, byReward };
}
