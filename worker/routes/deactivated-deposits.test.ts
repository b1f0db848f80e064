// Proves "no stuck money" (decision 023): deactivation answers 409
// payment_pending while a deposit of the player's may still be paid, forfeit or not; a
// deposit that settles for a deactivated account anyway (the finding: ₹500, then
// deactivation with nothing to forfeit, then the settlement) comes in and goes straight
// out of the dead account's cash under two references, earns no first-deposit bonus and
// no referral, and is refunded through the provider once, however often and however
// concurrently the settlement is replayed; the refund shows in the admin's payout queue
// as kind "refund" with its status; one the provider does not take on waits, pending,
// for the scheduled retry; a payout rejected after its player left is given up, not left
// behind; and the ledger audit (`npm run ledger:check`) finds a dead account holding
// money. It does not reach a real gateway: upi-gateway.test.ts proves the refund call.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { listPendingRefunds } from "../data/money/deposit-refunds";
import { balancesOf } from "../data/money/ledger";
import { auditLedger } from "../data/money/ledger-audit";
import { readPayment, settlePayment } from "../data/money/payments";
import { depositRefunds, ledgerEntries, payments, sandboxRefunds } from "../db/schema/money";
import { ledgerReference } from "../domain/ledger";
import { DEPOSIT_OPEN_MS } from "../domain/payout-destination";
import { runScheduledMaintenance } from "../maintenance";
import { retryPendingRefunds } from "../payments/deposit-refunds";
import type { PaymentProvider } from "../payments/provider";
import { adminForSuite } from "../test/admin-fixtures";
import { call, db, type Player, signInPlayer } from "../test/harness";
import {
  depositSettledAfterDeactivation,
  payoutQueue,
  playerWithCash,
  rejectPayout,
  withClockAt,
  withdrawn,
} from "../test/money-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  expectLedgerOf,
  statusTally,
} from "../test/security/race-assertions";
import { settledWebhook, startedDeposit } from "../test/security/race-flows";

const admin = adminForSuite();

afterAll(expectLedgerAuditClean);

const deactivate = (player: Player, body: object = {}) =>
  call("/api/account/deactivate", { token: player.token, body });
const balancesOfPlayer = (player: Player) =>
  balancesOf(db(), { kind: "player", id: player.userId });
const sandboxRefundsOf = (providerPaymentId: string) =>
  db().select().from(sandboxRefunds).where(eq(sandboxRefunds.providerPaymentId, providerPaymentId));
const refundRowOf = async (paymentId: string) =>
  (await db().select().from(depositRefunds).where(eq(depositRefunds.paymentId, paymentId)))[0];

describe("deactivation while a deposit is open", () => {
  it("answers 409 payment_pending, with { forfeit: true } too, and leaves the account alive", async () => {
    const player = await signInPlayer();
    await startedDeposit(player, 500);
    for (const body of [{}, { forfeit: true }]) {
      const refused = await deactivate(player, body);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        error: "payment_pending",
        message:
          "Your deposit of ₹500.00 is still open. Finish or cancel the payment, or wait up to 30 minutes for it to expire, then deactivate.",
      });
    }
    expect((await call("/api/account", { token: player.token })).status).toBe(200);
  });

  it("goes through once the deposit failed", async () => {
    const player = await signInPlayer();
    const { orderId } = await startedDeposit(player, 50);
    const failed = await call("/api/payments/sandbox/complete", {
      rawBody: new URLSearchParams({ orderId, outcome: "failed" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(failed.status).toBe(303);
    expect((await deactivate(player)).status).toBe(200);
  });

  it("goes through once the deposit's link expired, to the millisecond", async () => {
    const player = await signInPlayer();
    await startedDeposit(player, 50);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.playerId, player.userId));
    const createdAt = payment!.createdAt;
    await withClockAt(createdAt + DEPOSIT_OPEN_MS - 1, async () => {
      expect((await deactivate(player)).status).toBe(409);
    });
    await withClockAt(createdAt + DEPOSIT_OPEN_MS, async () => {
      expect((await deactivate(player)).status).toBe(200);
    });
  });
});

describe("a deposit that settles for a deactivated account", () => {
  it("comes in and goes out again under two references: no cash, no bonus, nothing stuck", async () => {
    const { player, paymentId } = await depositSettledAfterDeactivation(500);
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 0, bonus: 0, winnings: 0 });
    await expectLedgerOf(player.userId, [
      { account: "cash", amount: 50_000, reference: ledgerReference.deposit(paymentId) },
      { account: "cash", amount: -50_000, reference: ledgerReference.depositRefund(paymentId) },
    ]);
    expect(await readPayment(db(), paymentId)).toMatchObject({ status: "refunded" });
  });

  it("is refunded through the sandbox, which records it, and the refund shows in the admin's queue", async () => {
    const { paymentId } = await depositSettledAfterDeactivation(300);
    const payment = await readPayment(db(), paymentId);
    const refund = await refundRowOf(paymentId);
    expect(refund).toMatchObject({ status: "refunded", amountPaise: 30_000 });
    expect(await sandboxRefundsOf(payment!.providerPaymentId!)).toEqual([
      expect.objectContaining({
        idempotencyKey: refund!.id,
        providerRefundId: refund!.providerRefundId,
        amountPaise: 30_000,
      }),
    ]);
    const queue = await payoutQueue(admin.token, "?kind=refund");
    expect(queue.status).toBe(200);
    expect(queue.json.data).toContainEqual(
      expect.objectContaining({
        _id: refund!.id,
        kind: "refund",
        status: "refunded",
        rupee: 300,
        user: "Deactivated player",
        method: "gateway",
        reference: refund!.providerRefundId,
        paidAt: expect.any(Number),
      }),
    );
    const everything = (await payoutQueue(admin.token)).json.data as { _id: string }[];
    expect(everything.some((row) => row._id === refund!.id)).toBe(true);
    const withdrawalsOnly = (await payoutQueue(admin.token, "?kind=withdrawal")).json.data as {
      kind: string;
    }[];
    expect(withdrawalsOnly.every((row) => row.kind === "withdrawal")).toBe(true);
  });

  it("refunds once however often the provider replays it, ten deliveries at once", async () => {
    const { player, paymentId, deliver } = await depositSettledAfterDeactivation(200);
    const replies = await concurrently(10, deliver);
    expect(statusTally(replies)).toEqual({ 200: 10 });
    const payment = await readPayment(db(), paymentId);
    expect(await sandboxRefundsOf(payment!.providerPaymentId!)).toHaveLength(1);
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 0, bonus: 0 });
    const refunds = await db()
      .select()
      .from(depositRefunds)
      .where(eq(depositRefunds.paymentId, paymentId));
    expect(refunds).toHaveLength(1);
  });

  it("pays no referral reward to a referrer who deactivated before their friend's deposit", async () => {
    const referrer = await signInPlayer();
    const code = (await call("/api/refer", { token: referrer.token })).json.code as string;
    const friend = await signInPlayer();
    expect(
      (await call("/api/referral", { token: friend.token, body: { referralCode: code } })).status,
    ).toBe(201);
    expect((await deactivate(referrer)).status).toBe(200);
    const { orderId } = await startedDeposit(friend, 100);
    expect((await (await settledWebhook(orderId, 10_000))()).status).toBe(200);
    expect(await balancesOfPlayer(friend)).toMatchObject({ cash: 10_000, bonus: 1000 });
    expect(await balancesOfPlayer(referrer)).toMatchObject({ bonus: 0 });
  });
});

describe("a refund the provider does not take on", () => {
  it("stays pending, shows as requested in the queue, and goes through on the scheduled retry", async () => {
    const player = await signInPlayer();
    const { paymentId } = await startedDeposit(player, 70);
    // The settlement's batch alone, as when the provider refused the refund request.
    await withClockAt(Date.now() + DEPOSIT_OPEN_MS, async () => {
      expect((await deactivate(player)).status).toBe(200);
      await settlePayment(
        db(),
        (await readPayment(db(), paymentId))!,
        `pay_${paymentId}`,
        true,
        Date.now(),
      );
    });
    const refund = await refundRowOf(paymentId);
    expect(refund).toMatchObject({ status: "pending", providerRefundId: null });
    const queued = (await payoutQueue(admin.token, "?kind=refund")).json.data;
    expect(queued).toContainEqual(
      expect.objectContaining({ _id: refund!.id, status: "requested", reference: null }),
    );

    const refusing: PaymentProvider = {
      name: "sandbox",
      createOrder: () => Promise.reject(new Error("not here")),
      readWebhook: () => Promise.resolve(null),
      refund: () => Promise.reject(new Error("gateway down")),
    };
    const refused = await retryPendingRefunds(db(), refusing);
    expect(refused.stillPending).toContain(refund!.id);
    expect(await refundRowOf(paymentId)).toMatchObject({ status: "pending" });

    await runScheduledMaintenance(env, Date.now());
    expect(await refundRowOf(paymentId)).toMatchObject({ status: "refunded" });
    expect(await sandboxRefundsOf(`pay_${paymentId}`)).toHaveLength(1);
    expect(await listPendingRefunds(db(), 100)).not.toContainEqual(
      expect.objectContaining({ id: refund!.id }),
    );
  });
});

describe("a payout rejected after its player deactivated", () => {
  it("gives the returned cash up at once instead of leaving it in the dead account", async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 20);
    expect((await deactivate(player)).status).toBe(409);
    expect((await deactivate(player, { forfeit: true })).status).toBe(200);
    expect((await rejectPayout(admin.token, payoutId, "Account closed at the bank")).status).toBe(
      200,
    );
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 0, winnings: 0 });
    const forfeited = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, ledgerReference.returnForfeit(payoutId)));
    expect(forfeited).toEqual([expect.objectContaining({ account: "cash", amount: -2000 })]);
  });
});

describe("the ledger audit", () => {
  it("reports a deactivated account that holds money no forfeit or refund took out", async () => {
    const { player, paymentId } = await depositSettledAfterDeactivation(100);
    const reference = ledgerReference.depositRefund(paymentId);
    const [refundEntry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, reference));
    await db().delete(ledgerEntries).where(eq(ledgerEntries.reference, reference));
    try {
      const mismatches = await auditLedger(env.DB);
      expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
        ["deactivated-accounts-empty", `${player.userId}:cash`],
        ["deposit-refunds", paymentId],
      ]);
      expect(mismatches[0]?.message).toBe(
        `deactivated player ${player.userId} holds 10000 cash that no forfeit or refund took out`,
      );
    } finally {
      await db().insert(ledgerEntries).values(refundEntry!);
    }
  });
});
