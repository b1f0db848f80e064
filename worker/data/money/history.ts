import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema/money";
import type { LedgerHolder } from "../../domain/ledger";

/** A holder's ledger entries, newest first, a page at a time (keyset on created_at). */
export function listLedgerEntries(
  db: Database,
  holder: LedgerHolder,
  before: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(ledgerEntries)
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
