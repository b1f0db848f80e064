import { and, asc, eq, gt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { depositRefunds, payments, sandboxRefunds } from "../../db/schema/money";

/**
 * Deposits that settled for a deactivated account and go back through the provider
 * (decision 023). `settlePayment` records one, pending, in the settlement's own batch;
 * the provider is asked afterwards, and again on a replayed settlement or by the
 * scheduled maintenance until it accepts. The ledger already holds both movements.
 */
export type DepositRefund = typeof depositRefunds.$inferSelect;

/** A refund still waiting for the provider, with the provider's payment to refund. */
export type PendingRefund = DepositRefund & { providerPaymentId: string };

const pendingRefundsQuery = (db: Database, alsoWhere?: SQL) =>
  db
    .select({ refund: depositRefunds, providerPaymentId: payments.providerPaymentId })
    .from(depositRefunds)
    .innerJoin(payments, eq(payments.id, depositRefunds.paymentId))
    .where(and(eq(depositRefunds.status, "pending"), alsoWhere));

const withPaymentId = (rows: { refund: DepositRefund; providerPaymentId: string | null }[]) =>
  rows.flatMap(({ refund, providerPaymentId }) =>
    providerPaymentId ? [{ ...refund, providerPaymentId }] : [],
  );

/** The payment's refund if it still waits for the provider, or null. */
export async function readPendingRefund(
  db: Database,
  paymentId: string,
): Promise<PendingRefund | null> {
  const rows = await pendingRefundsQuery(db, eq(depositRefunds.paymentId, paymentId));
  return withPaymentId(rows)[0] ?? null;
}

/** Every refund still waiting for the provider, oldest first, for the scheduled retry. */
export async function listPendingRefunds(db: Database, limit: number): Promise<PendingRefund[]> {
  const rows = await pendingRefundsQuery(db).orderBy(asc(depositRefunds.createdAt)).limit(limit);
  return withPaymentId(rows);
}

/** The provider accepted the refund: its id is kept, once. */
export async function markRefunded(
  db: Database,
  refundId: string,
  providerRefundId: string,
  now: number,
): Promise<void> {
  await db
    .update(depositRefunds)
    .set({ status: "refunded", providerRefundId, refundedAt: now })
    .where(and(eq(depositRefunds.id, refundId), eq(depositRefunds.status, "pending")));
}

/**
 * What the admin's payout queue shows of refunds: every one still pending, and those the
 * provider accepted since `acceptedSince`, oldest first, with the account's name (a
 * deactivated account's is the placeholder anonymisation left).
 */
export function listRefundsForQueue(db: Database, acceptedSince: number) {
  return db
    .select({ refund: depositRefunds, payeeName: players.name })
    .from(depositRefunds)
    .leftJoin(players, eq(players.id, depositRefunds.playerId))
    .where(or(eq(depositRefunds.status, "pending"), gt(depositRefunds.refundedAt, acceptedSince)))
    .orderBy(asc(depositRefunds.createdAt));
}

/**
 * The sandbox provider's book: records a refund under its idempotency key once and
 * answers the refund id kept for that key, so a repeated request refunds once, as a real
 * gateway's idempotency key does.
 */
export async function recordSandboxRefund(
  db: Database,
  refund: {
    idempotencyKey: string;
    providerRefundId: string;
    providerPaymentId: string;
    amountPaise: number;
  },
  now: number,
): Promise<string> {
  await db
    .insert(sandboxRefunds)
    .values({ ...refund, createdAt: now })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ providerRefundId: sandboxRefunds.providerRefundId })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
  if (!kept) throw new Error("the sandbox lost a refund it just recorded");
  return kept.providerRefundId;
}
