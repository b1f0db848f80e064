import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLedger } from "../../data/money/ledger-audit";
import { ledgerEntries } from "../../db/schema/money";
import type { LedgerAccount } from "../../domain/ledger";
import { db } from "../harness";

/** Checks shared by the race, deadline and batch suites: exact ledgers and status tallies. */

export type LedgerLine = {
  account: LedgerAccount;
  amount: number;
  reference: string | ReturnType<typeof expect.stringMatching>;
};

export async function ledgerOf(holderId: string): Promise<LedgerLine[]> {
  const rows = await db()
    .select({
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.holderId, holderId));
  return rows as LedgerLine[];
}

/** The holder's ledger is exactly these lines (references are unique, so order is free). */
export async function expectLedgerOf(holderId: string, lines: LedgerLine[]) {
  const entries = await ledgerOf(holderId);
  expect(entries).toHaveLength(lines.length);
  expect(entries).toEqual(expect.arrayContaining(lines));
}

/** Every invariant between the ledger and the decisions it pays for holds, database-wide. */
export async function expectLedgerAuditClean() {
  expect(await auditLedger(env.DB)).toEqual([]);
}

/** How many responses had each status, e.g. `{ 200: 1, 409: 99 }`. */
export function statusTally(responses: { status: number }[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { status } of responses) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

/**
 * Fires `count` copies of one request at once, as a double-clicking client or a retrying
 * provider would, and fails on any server error.
 */
export async function concurrently<T extends { status: number }>(
  count: number,
  request: () => Promise<T>,
): Promise<T[]> {
  const responses = await Promise.all(Array.from({ length: count }, request));
  expect(responses.filter((r) => r.status >= 500)).toEqual([]);
  return responses;
}
