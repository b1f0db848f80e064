import { and, eq, sql } from "drizzle-orm";
import { commit, type Database, type Statement } from "../../db/client";
import { ledgerEntries, payments, referrals } from "../../db/schema/money";
import { ledgerReference } from "../../domain/ledger";
import {
  FIRST_DEPOSIT_BONUS_PAISE,
  FIRST_DEPOSIT_MIN_PAISE,
  REFERRAL_BONUS_PAISE,
} from "../../domain/offers";
import { moveWhen } from "./ledger";

export type Payment = typeof payments.$inferSelect;

export async function recordPayment(
  db: Database,
  payment: {
    id: string;
    playerId: string;
    provider: string;
    providerOrderId: string;
    amountPaise: number;
  },
  now: number,
) {
  await db.insert(payments).values({ ...payment, createdAt: now });
}

export async function readPayment(db: Database, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function readPaymentByOrder(db: Database, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
}

const settledDeposits = (playerId: string) =>
  sql`(select count(*) from ${payments} where ${payments.playerId} = ${playerId} and ${payments.status} = 'settled')`;

/**
 * Settles a deposit once, whatever the provider repeats: the status changes only from
 * `created`, and every credit has its own reference and is written only if this payment
 * is settled. The first settled deposit of at least ₹20 earns the ₹10 bonus; the first
 * settled deposit of a referred friend earns the referrer ₹50.
 */
export async function settlePayment(
  db: Database,
  payment: Payment,
  providerPaymentId: string,
  now: number,
): Promise<void> {
  const holder = { kind: "player" as const, id: payment.playerId };
  const isSettled = sql`exists (select 1 from ${payments} where ${payments.id} = ${payment.id} and ${payments.status} = 'settled')`;
  const isFirst = sql`${isSettled} and ${settledDeposits(payment.playerId)} = 1`;
  const [referral] = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referredId, payment.playerId));
  const referralReference = ledgerReference.referral(payment.playerId);

  const statements: Statement[] = [
    db
      .update(payments)
      .set({ status: "settled", providerPaymentId, settledAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "created"))),
    moveWhen(
      db,
      {
        holder,
        account: "cash",
        amount: payment.amountPaise,
        reference: ledgerReference.deposit(payment.id),
        memo: "Deposit",
      },
      isSettled,
      now,
    ),
  ];
  if (payment.amountPaise >= FIRST_DEPOSIT_MIN_PAISE) {
    statements.push(
      moveWhen(
        db,
        {
          holder,
          account: "bonus",
          amount: FIRST_DEPOSIT_BONUS_PAISE,
          reference: ledgerReference.firstDepositBonus(payment.playerId),
          memo: "First deposit bonus",
        },
        isFirst,
        now,
      ),
    );
  }
  if (referral && referral.referrerId !== payment.playerId) {
    statements.push(
      moveWhen(
        db,
        {
          holder: { kind: "player", id: referral.referrerId },
          account: "bonus",
          amount: REFERRAL_BONUS_PAISE,
          reference: referralReference,
          memo: "Referral reward",
        },
        isFirst,
        now,
      ),
      db
        .update(referrals)
        .set({ rewardedAt: now })
        .where(
          and(
            eq(referrals.id, referral.id),
            sql`${referrals.rewardedAt} is null`,
            sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${referralReference})`,
          ),
        ),
    );
  }
  await commit(db, statements);
}

export async function failPayment(db: Database, paymentId: string, now: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: "failed", settledAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "created")));
}
