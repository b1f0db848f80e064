import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema/money";
import { attempts } from "../../db/schema/play";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";

/** `answer-coins:`, the domain's own spelling of the prefix before an attempt's id. */
const ANSWER_COINS = ledgerReference.answerCoins("");

/**
 * A holder's ledger entries, newest first, a page at a time (keyset on created_at). An
 * answer's coins name their attempt in the reference, so the attempt's receipt comes
 * along (issue 18); the join looks the attempt up by its primary key.
 */
export function listLedgerEntries(
  db: Database,
  holder: LedgerHolder,
  before: number | undefined,
  limit: number,
) {
  return db
    .select({ entry: ledgerEntries, receipt: attempts.receipt })
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
      and(
        eq(ledgerEntries.holderKind, holder.kind),
        eq(ledgerEntries.holderId, holder.id),
        before === undefined ? undefined : lt(ledgerEntries.createdAt, before),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
