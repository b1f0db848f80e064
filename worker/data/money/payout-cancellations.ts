import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payoutRequests } from "../../db/schema/money";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";
import { cancellationOutcome } from "../../domain/payouts";
import { moveWhen } from "./ledger";
import { readPayout, returnToPayee } from "./payouts";

/**
 * The payee takes back their own payout while it waits (held or not; decision 023): the
 * row moves only from `requested` to `cancelled`, and only then does the amount leave
 * `winnings` and return to the payee's cash (a contributor's earnings), each once. One
 * batch, so two cancels at once return the money once. Null when the payout is not this
 * payee's (someone else's looks like a missing one).
 */
export async function cancelPayout(
  db: Database,
  payee: LedgerHolder,
  payoutId: string,
  now: number,
) {
  const payout = await readPayout(db, payoutId);
  if (!payout || payout.payeeId !== payee.id || payout.payeeKind !== payee.kind) return null;
  const cancelled = sql`exists (select 1 from ${payoutRequests}
    where ${payoutRequests.id} = ${payoutId} and ${payoutRequests.status} = 'cancelled')`;
  const [update] = await db.batch([
    db
      .update(payoutRequests)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(payoutRequests.id, payoutId), eq(payoutRequests.status, "requested"))),
    moveWhen(
      db,
      {
        holder: payee,
        account: "winnings",
        amount: -payout.amountPaise,
        reference: ledgerReference.payoutCancelled(payoutId),
        memo: "Payout cancelled",
      },
      cancelled,
      now,
    ),
    returnToPayee(
      db,
      { payee, amountPaise: payout.amountPaise, memo: "Payout cancelled: money returned" },
      {
        player: ledgerReference.cancelReturned(payoutId),
        contributor: ledgerReference.cancelEarningsReturned(payoutId),
      },
      cancelled,
      now,
    ),
  ]);
  const after = update.meta.changes === 1 ? null : await readPayout(db, payoutId);
  return cancellationOutcome(update.meta.changes === 1, after?.status ?? null);
}
