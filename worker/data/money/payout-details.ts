import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payoutDetails, payoutRequests } from "../../db/schema/money";
import type { LedgerHolder } from "../../domain/ledger";
import { hasRowWhere } from "../rows";

/** Where a payee (a player or a contributor) wants money sent, as stored. */
export type PayoutDetails =
  | { method: "upi"; upiId: string }
  | {
      method: "bank";
      accountHolder: string;
      bankName: string;
      ifsc: string;
      accountNumber: string;
    };

/** The payee's own details row, as a condition (payee ids are random, kinds keep them apart). */
export const detailsOfPayee = (payee: LedgerHolder): SQL =>
  and(eq(payoutDetails.payeeId, payee.id), eq(payoutDetails.payeeKind, payee.kind)) as SQL;

export async function readPayoutDetails(db: Database, payee: LedgerHolder) {
  const [row] = await db.select().from(payoutDetails).where(detailsOfPayee(payee));
  return row ?? null;
}

/**
 * Whether the payee never had a destination: no details saved and no payout ever made
 * (a contributor's first destination needs no password in a fresh session, decision 023).
 */
export async function isFirstDestination(db: Database, payee: LedgerHolder): Promise<boolean> {
  const [details, payouts] = await Promise.all([
    hasRowWhere(db, payoutDetails, detailsOfPayee(payee)),
    hasRowWhere(
      db,
      payoutRequests,
      and(eq(payoutRequests.payeeId, payee.id), eq(payoutRequests.payeeKind, payee.kind)) as SQL,
    ),
  ]);
  return !details && !payouts;
}

/** The destination columns, compared with `is` so that two nulls are the same. */
const DESTINATION_COLUMNS = [
  "method",
  "upi_id",
  "account_holder",
  "bank_name",
  "ifsc",
  "account_number",
] as const;
const sameDestination = sql.raw(
  DESTINATION_COLUMNS.map((column) => `"payout_details"."${column}" is excluded."${column}"`).join(
    " and ",
  ),
);

/**
 * Saves the payee's details. `changedAt` moves only when the destination itself changed
 * (saving the same details again starts no new hold, decision 023); answers whether it
 * did, so the payee can be told.
 */
export async function savePayoutDetails(
  db: Database,
  payee: LedgerHolder,
  details: PayoutDetails,
  now: number,
): Promise<{ changed: boolean }> {
  const none = {
    upiId: null,
    accountHolder: null,
    bankName: null,
    ifsc: null,
    accountNumber: null,
  };
  const row = { ...none, ...details, payeeKind: payee.kind };
  const [saved] = await db
    .insert(payoutDetails)
    .values({ payeeId: payee.id, ...row, updatedAt: now, changedAt: now })
    .onConflictDoUpdate({
      target: payoutDetails.payeeId,
      set: {
        ...row,
        updatedAt: now,
        changedAt: sql`case when ${sameDestination} then "payout_details"."changed_at" else excluded."changed_at" end`,
      },
    })
    .returning({ changedAt: payoutDetails.changedAt });
  return { changed: saved?.changedAt === now };
}
