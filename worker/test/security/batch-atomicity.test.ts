// Proves that `commit` is all or nothing, the property every money movement leans on:
// when the last statement of a batch breaks a constraint, the ledger credits and debits
// before it are not written either, the caller sees the error, and the references they
// used stay free, so the product's own call afterwards moves value exactly once. The
// batches use the real ledger functions and the payout request a trial win's credit pays
// for; the failing statement is a payout request whose id is already taken.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credit, guardedDebit } from "../../data/money/ledger";
import { commit } from "../../db/client";
import { payoutRequests } from "../../db/schema/money";
import { ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import {
  addQuestions,
  call,
  claimTrial,
  db,
  type Player,
  signInAdmin,
  signInPlayer,
} from "../harness";
import { expectLedgerAuditClean, expectLedgerOf } from "./race-assertions";
import { settledDeposit, wonTrial } from "./race-flows";

const CONSTRAINT_FAILED = /UNIQUE constraint failed: payout_requests\.id/;

const claimTrialWin = (claimant: Player, device: string) => claimTrial(claimant, device);

let adminToken: string;
/** A real payout request's id, which a second row cannot take. */
let takenPayoutId: string;

beforeAll(async () => {
  await addQuestions(2);
  adminToken = (await signInAdmin()).token;
  const earlier = await wonTrial(adminToken, 30);
  const claimed = await claimTrialWin(earlier.claimant, earlier.device);
  takenPayoutId = claimed.json.payoutId as string;
});

afterAll(expectLedgerAuditClean);

/** The decision row the batch ends on: a trial payout request under a taken id. */
const payoutRequestUnderTakenId = (playerId: string, rewardId: string) =>
  db().insert(payoutRequests).values({
    id: takenPayoutId,
    payeeId: playerId,
    source: "trial",
    sourceId: rewardId,
    amountPaise: 4000,
    method: "upi",
    upiId: "racer@okbank",
    createdAt: Date.now(),
  });

describe("a D1 batch whose last statement fails", () => {
  it("writes neither the credit nor the decision row, and the real claim then pays once", async () => {
    const { device, rewardId, claimant } = await wonTrial(adminToken, 40);
    const winnings = {
      holder: { kind: "player" as const, id: claimant.userId },
      account: "winnings" as const,
      amount: 4000,
      reference: ledgerReference.trialWin(rewardId),
      memo: "Trial reward",
    };
    await expect(
      commit(db(), [
        credit(db(), winnings, Date.now()),
        payoutRequestUnderTakenId(claimant.userId, rewardId),
      ]),
    ).rejects.toThrow(CONSTRAINT_FAILED);
    await expectLedgerOf(claimant.userId, []);
    const requestsForReward = () =>
      db()
        .select({ playerId: payoutRequests.payeeId })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.source, "trial"), eq(payoutRequests.sourceId, rewardId)));
    expect(await requestsForReward()).toEqual([]);

    expect((await claimTrialWin(claimant, device)).status).toBe(200);
    await expectLedgerOf(claimant.userId, [
      { account: "winnings", amount: 4000, reference: winnings.reference },
    ]);
    expect(await requestsForReward()).toEqual([{ playerId: claimant.userId }]);
  });

  it("takes back a guarded debit and the credit it paid for, and a real purchase then pays once", async () => {
    const player = await signInPlayer();
    const paymentId = await settledDeposit(player, 10);
    const holder = { kind: "player" as const, id: player.userId };
    const purchaseId = newId();
    await expect(
      commit(db(), [
        guardedDebit(
          db(),
          {
            holder,
            account: "cash",
            amount: -1000,
            reference: ledgerReference.tryPurchasePayment(purchaseId),
            memo: "A try",
          },
          Date.now(),
        ),
        credit(
          db(),
          {
            holder,
            account: "tries",
            amount: 1,
            reference: ledgerReference.tryPurchase(purchaseId),
            memo: "Bought a try",
          },
          Date.now(),
        ),
        payoutRequestUnderTakenId(player.userId, `reward-${purchaseId}`),
      ]),
    ).rejects.toThrow(CONSTRAINT_FAILED);
    const deposited = {
      account: "cash" as const,
      amount: 1000,
      reference: ledgerReference.deposit(paymentId),
    };
    await expectLedgerOf(player.userId, [deposited]);

    const bought = await call("/api/tries/buy", { method: "POST", token: player.token });
    expect(bought.json).toEqual({ Status: "OK", tries: 1, paidFrom: "cash" });
    await expectLedgerOf(player.userId, [
      deposited,
      {
        account: "cash",
        amount: -1000,
        reference: expect.stringMatching(/^try-purchase-payment:/),
      },
      { account: "tries", amount: 1, reference: expect.stringMatching(/^try-purchase:/) },
    ]);
  });
});
