import { LEDGER_INVARIANTS } from "./ledger-invariants";

/** One broken rule: which invariant, what to look at, and what is wrong, in words. */
export type LedgerMismatch = { invariant: string; subject: string; message: string };

type ViolationRow = { subject: string; message: string };

/**
 * Recomputes what the ledger must say from the rest of the data and reports every
 * disagreement; empty means the ledger and the decisions it pays for agree. Read-only.
 */
export async function auditLedger(db: D1Database): Promise<LedgerMismatch[]> {
  const results = await db.batch<ViolationRow>(
    LEDGER_INVARIANTS.map((invariant) => db.prepare(invariant.sql)),
  );
  return results.flatMap((result, index) =>
    result.results.map((row) => ({
      invariant: LEDGER_INVARIANTS[index]?.name ?? "unknown",
      subject: String(row.subject),
      message: String(row.message),
    })),
  );
}
