import { players } from "../../worker/db/schema/identity";
import {
  depositRefunds,
  payments,
  payoutDetails,
  payoutRequests,
  sandboxRefunds,
} from "../../worker/db/schema/money";
import { ledgerReference } from "../../worker/domain/ledger";
import { PAYOUT_HOLD_MS } from "../../worker/domain/payout-destination";
import { devSubjectOf } from "../../worker/identity/dev-subject";
import { personKeyOf } from "../../worker/identity/pseudonyms";
import { playerMovement } from "./seed-ledger";
import { sqlBuilder } from "./sql-file";

export const HELD_PAYOUT_PLAYER_EMAIL = "held.demo@example.com";

const MINUTE = 60 * 1000;

/**
 * Decision 023 on demo data, timed from the first seeding (`now`; later runs change
 * nothing, like every seeded row): a player who changed their UPI id a few minutes ago
 * and asked for ₹10.00 of their ₹15.00 cash, so the Bank names the change, the pending
 * screen shows the withdrawal held for a day (cancel it there), and the admin's queue
 * shows it held; and a ₹50.00 deposit that settled after its account was deactivated,
 * refunded by the sandbox and listed in the queue as a deposit refund. The rows are what
 * the Worker's batches write, so `npm run ledger:check` holds them to the same rules.
 */
export async function payoutSafetyDemo(now: number) {
  const subject = await devSubjectOf(HELD_PAYOUT_PLAYER_EMAIL);
  const changedAt = now - 5 * MINUTE;
  const deposit = { id: "seed-held-deposit", amountPaise: 1500 };
  const payout = { id: "seed-held-withdrawal", amountPaise: 1000 };
  const refunded = { id: "seed-refunded-deposit", amountPaise: 5000 };
  const move = (
    holderId: string,
    amount: number,
    reference: string,
    memo: string,
    at: number,
    account: "cash" | "winnings" = "cash",
  ) => playerMovement(holderId, { account, amount, reference, memo }, at);
  return [
    sqlBuilder
      .insert(players)
      .values({
        id: "seed-held-player",
        googleSubject: subject,
        personKey: await personKeyOf(subject),
        email: HELD_PAYOUT_PLAYER_EMAIL,
        name: "Meera (demo)",
        username: "held.demo",
        referralCode: "DEMO0004",
        createdAt: now - 60 * MINUTE,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(payments)
      .values([
        {
          id: deposit.id,
          playerId: "seed-held-player",
          provider: "sandbox",
          providerOrderId: `sbx_${deposit.id}`,
          providerPaymentId: `sbx_pay_${deposit.id}`,
          amountPaise: deposit.amountPaise,
          status: "settled",
          createdAt: now - 50 * MINUTE,
          settledAt: now - 49 * MINUTE,
        },
        {
          id: refunded.id,
          playerId: "seed-deactivated-player",
          provider: "sandbox",
          providerOrderId: `sbx_${refunded.id}`,
          providerPaymentId: `sbx_pay_${refunded.id}`,
          amountPaise: refunded.amountPaise,
          status: "refunded",
          createdAt: now - 90 * MINUTE,
          settledAt: now - 30 * MINUTE,
        },
      ])
      .onConflictDoNothing(),
    sqlBuilder
      .insert(payoutDetails)
      .values({
        payeeId: "seed-held-player",
        payeeKind: "player",
        method: "upi",
        upiId: "meera.new@okbank",
        updatedAt: changedAt,
        changedAt,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(payoutRequests)
      .values({
        id: payout.id,
        payeeId: "seed-held-player",
        payeeKind: "player",
        source: "withdrawal",
        sourceId: payout.id,
        amountPaise: payout.amountPaise,
        method: "upi",
        upiId: "meera.new@okbank",
        status: "requested",
        heldUntil: changedAt + PAYOUT_HOLD_MS,
        createdAt: now - 4 * MINUTE,
      })
      .onConflictDoNothing(),
    move(
      "seed-held-player",
      deposit.amountPaise,
      ledgerReference.deposit(deposit.id),
      "Deposit",
      now - 49 * MINUTE,
    ),
    move(
      "seed-held-player",
      -payout.amountPaise,
      ledgerReference.withdrawal(payout.id),
      "Withdrawal requested",
      now - 4 * MINUTE,
    ),
    move(
      "seed-held-player",
      payout.amountPaise,
      ledgerReference.payoutHeld(payout.id),
      "Withdrawal waiting to be paid",
      now - 4 * MINUTE,
      "winnings",
    ),
    move(
      "seed-deactivated-player",
      refunded.amountPaise,
      ledgerReference.deposit(refunded.id),
      "Deposit",
      now - 30 * MINUTE,
    ),
    move(
      "seed-deactivated-player",
      -refunded.amountPaise,
      ledgerReference.depositRefund(refunded.id),
      "Deposit refunded: the account was deactivated",
      now - 30 * MINUTE,
    ),
    sqlBuilder
      .insert(depositRefunds)
      .values({
        id: "seed-deposit-refund",
        paymentId: refunded.id,
        playerId: "seed-deactivated-player",
        provider: "sandbox",
        amountPaise: refunded.amountPaise,
        status: "refunded",
        providerRefundId: "sbx_rfnd_seed-deposit-refund",
        createdAt: now - 30 * MINUTE,
        refundedAt: now - 30 * MINUTE,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(sandboxRefunds)
      .values({
        idempotencyKey: "seed-deposit-refund",
        providerRefundId: "sbx_rfnd_seed-deposit-refund",
        providerPaymentId: `sbx_pay_${refunded.id}`,
        amountPaise: refunded.amountPaise,
        createdAt: now - 30 * MINUTE,
      })
      .onConflictDoNothing(),
  ];
}
