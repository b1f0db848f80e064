import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema/money";
import { type LedgerHolder, type LedgerMovement, ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { credit, guardedDebit, moveWhen } from "./ledger";

/** Which balance pays for a try: bonus money first (it can only be played), then cash. */
const PAYING_ACCOUNTS = ["bonus", "cash"] as const;
export type TryPayment = (typeof PAYING_ACCOUNTS)[number] | "free";

/**
 * Buys one try for `pricePaise`. Each attempt is one batch: a guarded debit of one
 * account and the try credited only if that debit was written, so a try is never
 * credited unpaid, nor paid twice. Null when no account covers the price.
 */
export async function buyTry(
  db: Database,
  playerId: string,
  pricePaise: number,
  now: number,
): Promise<TryPayment | null> {
  const holder: LedgerHolder = { kind: "player", id: playerId };
  const purchaseId = newId();
  const tryCredit: LedgerMovement = {
    holder,
    account: "tries",
    amount: 1,
    reference: ledgerReference.tryPurchase(purchaseId),
    memo: "Bought a try",
  };
  if (pricePaise === 0) {
    await credit(db, tryCredit, now);
    return "free";
  }
  const paymentReference = ledgerReference.tryPurchasePayment(purchaseId);
  for (const account of PAYING_ACCOUNTS) {
    const [debit] = await db.batch([
      guardedDebit(
        db,
        { holder, account, amount: -pricePaise, reference: paymentReference, memo: "A try" },
        now,
      ),
      moveWhen(
        db,
        tryCredit,
        sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${paymentReference})`,
        now,
      ),
    ]);
    if (debit.meta.changes === 1) return account;
  }
  return null;
}
