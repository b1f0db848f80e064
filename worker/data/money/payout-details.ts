import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payoutDetails } from "../../db/schema/money";
import type { LedgerHolder } from "../../domain/ledger";

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

export async function savePayoutDetails(
  db: Database,
  payee: LedgerHolder,
  details: PayoutDetails,
  now: number,
) {
  const none = {
    upiId: null,
    accountHolder: null,
    bankName: null,
    ifsc: null,
    accountNumber: null,
  };
  const row = { ...none, ...details, payeeKind: payee.kind };
  await db
    .insert(payoutDetails)
    .values({ payeeId: payee.id, ...row, updatedAt: now })
    .onConflictDoUpdate({ target: payoutDetails.payeeId, set: { ...row, updatedAt: now } });
}
