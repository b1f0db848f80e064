import {
  listPendingRefunds,
  markRefunded,
  type PendingRefund,
  readPendingRefund,
} from "../data/money/deposit-refunds";
import type { Database } from "../db/client";
import type { PaymentProvider } from "./provider";

/** What the payer's statement says about the refund. */
const REFUND_REASON = "The Quizzy Edge account this deposit was for had been deactivated";

/**
 * Asks the provider to send one pending refund back, keyed by the refund's own id so a
 * repeat (a replayed settlement, the scheduled retry, both at once) refunds once; marks
 * it refunded when the provider took it on. Throws, leaving it pending, when not.
 */
async function sendRefund(db: Database, provider: PaymentProvider, refund: PendingRefund) {
  const accepted = await provider.refund({
    idempotencyKey: refund.id,
    providerPaymentId: refund.providerPaymentId,
    amountPaise: refund.amountPaise,
    reason: REFUND_REASON,
  });
  await markRefunded(db, refund.id, accepted.providerRefundId, Date.now());
}

/**
 * After a settlement: sends the payment's refund if it has one still pending (decision
 * 019). Answers what it sent, or null; throws when the provider refused, so the caller
 * can say so.
 */
export async function sendRefundOfPayment(
  db: Database,
  provider: PaymentProvider,
  paymentId: string,
): Promise<PendingRefund | null> {
  const refund = await readPendingRefund(db, paymentId);
  if (!refund || refund.provider !== provider.name) return null;
  await sendRefund(db, provider, refund);
  return refund;
}

const RETRIES_PER_RUN = 20;

/**
 * The scheduled retry: each pending refund of this provider is asked for again; one the
 * provider still refuses stays pending for the next run. Answers how many went through
 * and the ids of those that did not.
 */
export async function retryPendingRefunds(
  db: Database,
  provider: PaymentProvider,
): Promise<{ sent: number; stillPending: string[] }> {
  const pending = await listPendingRefunds(db, RETRIES_PER_RUN);
  let sent = 0;
  const stillPending: string[] = [];
  for (const refund of pending.filter((row) => row.provider === provider.name)) {
    try {
      await sendRefund(db, provider, refund);
      sent += 1;
    } catch {
      stillPending.push(refund.id);
    }
  }
  return { sent, stillPending };
}
