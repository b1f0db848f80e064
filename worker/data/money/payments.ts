import { and, desc, eq, gt, sql } from "drizzle-orm";
import { commit, type Database, type Statement } from "../../db/client";
import { players } from "../../db/schema/identity";
import { depositRefunds, ledgerEntries, payments, referrals } from "../../db/schema/money";
import { ledgerReference } from "../../domain/ledger";
import { bonusOnDeposit, firstDepositBonusFor, referralRewardFor } from "../../domain/offers";
import type { PaidPlayAccess } from "../../domain/paid-play";
import { DEPOSIT_OPEN_MS } from "../../domain/payout-destination";
import { newId } from "../../ids";
import { insertWhen } from "../insert-when";
import { readPaidPlayStanding } from "../people/eligibility";
import { readPersonKey, shareADevice } from "../people/players";
import { readOfferTerms } from "../settings";
import { moveWhen } from "./ledger";

export type Payment = typeof payments.$inferSelect;

/**
 * Records a new deposit with the offer it is made under, by the rule that shows the
 * player their offers (domain/offers.ts): the first-deposit bonus this person can still
 * get (none for one who deposited with any account before) and the referral figure.
 */
export async function recordPayment(
  db: Database,
  payment: {
    id: string;
    playerId: string;
    provider: string;
    providerOrderId: string;
    checkoutUrl: string;
    amountPaise: number;
  },
  access: PaidPlayAccess,
  now: number,
) {
  const [terms, personDeposited] = await Promise.all([
    readOfferTerms(db),
    readPersonKey(db, payment.playerId).then((personKey) => personHasDeposited(db, personKey)),
  ]);
  const bonus = firstDepositBonusFor({ paidPlay: access, personDeposited }, terms);
  await db.insert(payments).values({
    ...payment,
    bonusMinPaise: bonus?.minPaise ?? terms.firstDepositMinPaise,
    bonusPaise: bonus?.bonusPaise ?? 0,
    referralRewardPaise: terms.referralRewardPaise,
    createdAt: now,
  });
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

/**
 * The player's newest deposit that may still be paid (made, not settled or failed, and
 * its link not expired), or null: while one is open the account cannot be deactivated.
 */
export async function readOpenDeposit(db: Database, playerId: string, now: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.status, "created"),
        gt(payments.createdAt, now - DEPOSIT_OPEN_MS),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Settled deposits of every account this person ever had. */
const settledDepositsOfPerson = (personKey: string) =>
  sql`(select count(*) from ${payments} join ${players} on ${players.id} = ${payments.playerId}
    where ${players.personKey} = ${personKey} and ${payments.status} = 'settled')`;

const deactivated = (playerId: string) =>
  sql`exists (select 1 from ${players} where ${players.id} = ${playerId} and ${players.status} = 'deactivated')`;

/** Whether any account of this person ever had a deposit settle. */
export async function personHasDeposited(db: Database, personKey: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .where(and(eq(players.personKey, personKey), eq(payments.status, "settled")))
    .limit(1);
  return row !== undefined;
}

/**
 * Settles a deposit once, whatever the provider repeats: the status changes only from
 * `created`, and every credit has its own reference and is written only if this payment
 * is settled. A person's first settled deposit earns the first-deposit bonus it was made
 * under (`bonusOnDeposit`: at least its minimum), once per person whatever accounts they
 * open; a referred friend's first settled deposit earns the referrer the reward while
 * `referralRewardFor` offers it to them, unless the two ever signed in on the same
 * device (SPEC.md's "Use Phone Only", judged from the devices the server recorded), or
 * the referrer's account is deactivated.
 *
 * A deposit that settles for a deactivated account is `refunded` instead (decision 023):
 * its cash comes in and goes straight out again under two references, no bonus or
 * referral is paid, and a pending refund is recorded for the provider to send back.
 * Which of the two happens is decided inside the batch, so a deactivation racing the
 * settlement cannot leave money in a dead account.
 */
export async function settlePayment(
  db: Database,
  payment: Payment,
  providerPaymentId: string,
  paidPlayOn: boolean,
  now: number,
): Promise<void> {
  const holder = { kind: "player" as const, id: payment.playerId };
  const hasStatus = (status: string) =>
    sql`exists (select 1 from ${payments} where ${payments.id} = ${payment.id} and ${payments.status} = ${status})`;
  const isSettled = hasStatus("settled");
  const isRefunded = hasStatus("refunded");
  const personKey = await readPersonKey(db, payment.playerId);
  const isFirst = sql`${isSettled} and ${settledDepositsOfPerson(personKey)} = 1`;
  const [referral] = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referredId, payment.playerId));
  const open = and(eq(payments.id, payment.id), eq(payments.status, "created"));
  const arrived = { providerPaymentId, settledAt: now };

  const statements: Statement[] = [
    db
      .update(payments)
      .set({ status: "settled", ...arrived })
      .where(and(open, sql`not ${deactivated(payment.playerId)}`)),
    db
      .update(payments)
      .set({ status: "refunded", ...arrived })
      .where(and(open, deactivated(payment.playerId))),
    moveWhen(
      db,
      {
        holder,
        account: "cash",
        amount: payment.amountPaise,
        reference: ledgerReference.deposit(payment.id),
        memo: "Deposit",
      },
      sql`(${isSettled} or ${isRefunded})`,
      now,
    ),
    moveWhen(
      db,
      {
        holder,
        account: "cash",
        amount: -payment.amountPaise,
        reference: ledgerReference.depositRefund(payment.id),
        memo: "Deposit refunded: the account was deactivated",
      },
      isRefunded,
      now,
    ),
    insertWhen(
      db,
      depositRefunds,
      {
        id: newId(),
        paymentId: payment.id,
        playerId: payment.playerId,
        provider: payment.provider,
        amountPaise: payment.amountPaise,
        status: "pending",
        providerRefundId: null,
        createdAt: now,
        refundedAt: null,
      },
      isRefunded,
    ).onConflictDoNothing(),
  ];
  const bonusPaise = bonusOnDeposit(
    { minPaise: payment.bonusMinPaise, bonusPaise: payment.bonusPaise },
    payment.amountPaise,
  );
  if (bonusPaise > 0) {
    statements.push(
      moveWhen(
        db,
        {
          holder,
          account: "bonus",
          amount: bonusPaise,
          reference: ledgerReference.firstDepositBonus(personKey),
          memo: "First deposit bonus",
        },
        isFirst,
        now,
      ),
    );
  }
  const referred = referral && referral.referrerId !== payment.playerId ? referral : null;
  const rewardPaise = referred
    ? referralRewardFor(
        { paidPlay: (await readPaidPlayStanding(db, referred.referrerId, paidPlayOn)).access },
        payment,
      )
    : null;
  if (referred && rewardPaise !== null) {
    const referralReference = ledgerReference.referral(referred.referredPersonKey);
    statements.push(
      moveWhen(
        db,
        {
          holder: { kind: "player", id: referred.referrerId },
          account: "bonus",
          amount: rewardPaise,
          reference: referralReference,
          memo: "Referral reward",
        },
        sql`${isFirst} and not ${shareADevice(referred.referrerId, payment.playerId)}
          and not ${deactivated(referred.referrerId)}`,
        now,
      ),
      db
        .update(referrals)
        .set({ rewardedAt: now })
        .where(
          and(
            eq(referrals.id, referred.id),
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
