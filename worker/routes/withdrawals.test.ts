// Proves a player's withdrawal of unspent cash: 201 with the payout id, the
// cash held in winnings by one ledger movement per reference, the request listed on the
// player's pending payouts; every refusal (no details, over the cash, bonus never
// withdrawable, anything malformed, the wrong role); and 50 racing withdrawals against
// one balance never taking more than it holds. Decisions on the queue are in
// payout-decisions.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { payoutRequests } from "../db/schema/money";
import { ledgerReference } from "../domain/ledger";
import { call, db, savePlayerDetails, signInContributor } from "../test/harness";
import { playerWithCash, withdraw, withdrawn } from "../test/money-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  ledgerOf,
  statusTally,
} from "../test/security/race-assertions";

afterAll(expectLedgerAuditClean);

const balancesOfPlayer = (userId: string) => balancesOf(db(), { kind: "player", id: userId });

describe("a withdrawal of unspent cash", () => {
  it("answers 201 with the payout id and holds the amount in winnings", async () => {
    const player = await playerWithCash(30);
    const response = await withdraw(player, { amount: 12 });
    expect(response.status).toBe(201);
    // The details were saved a day ago: nothing holds it (decision 023).
    expect(response.json).toEqual({ Status: "OK", payoutId: expect.any(String), heldUntil: null });
    const payoutId = response.json.payoutId as string;
    // ₹30 deposited with the first-deposit bonus of ₹10, which stays: bonus only plays.
    expect(await balancesOfPlayer(player.userId)).toMatchObject({
      cash: 1800,
      winnings: 1200,
      bonus: 1000,
    });
    expect(await ledgerOf(player.userId)).toEqual(
      expect.arrayContaining([
        { account: "cash", amount: -1200, reference: ledgerReference.withdrawal(payoutId) },
        { account: "winnings", amount: 1200, reference: ledgerReference.payoutHeld(payoutId) },
      ]),
    );
    const pending = await call("/api/account/pending", { token: player.token });
    expect(pending.json.data).toEqual([
      {
        _id: payoutId,
        source: "withdrawal",
        kind: "withdrawal",
        rupee: 12,
        status: "requested",
        heldUntil: null,
        createdAt: expect.any(Number),
        paidAt: null,
        reference: null,
        rejectedAt: null,
        reason: null,
      },
    ]);
  });

  it("takes the whole cash balance, and nothing once it is gone", async () => {
    const player = await playerWithCash(20);
    await withdrawn(player, 20);
    const again = await withdraw(player, { amount: 1 });
    expect([again.status, again.json.error]).toEqual([409, "insufficient_balance"]);
    expect(await balancesOfPlayer(player.userId)).toMatchObject({ cash: 0, winnings: 2000 });
  });

  it("copies the payout details at request time, so a later change does not redirect it", async () => {
    const player = await playerWithCash(25);
    const payoutId = await withdrawn(player, 5);
    await savePlayerDetails(player, { method: "upi", upi: "changed@okbank" });
    const [row] = await db().select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(row).toMatchObject({
      upiId: expect.stringMatching(/^payee\d+x\d+@okbank$/),
      payeeKind: "player",
      source: "withdrawal",
    });
  });
});

describe("refusals", () => {
  it("asks for payout details first: 409 payout_details_required, nothing moved", async () => {
    const player = await playerWithCash(20, { details: false });
    const response = await withdraw(player, { amount: 5 });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      error: "payout_details_required",
      message: expect.any(String),
    });
    expect(await balancesOfPlayer(player.userId)).toMatchObject({ cash: 2000, winnings: 0 });
  });

  it("refuses more than the cash with 409 insufficient_balance", async () => {
    const player = await playerWithCash(20);
    const response = await withdraw(player, { amount: 21 });
    expect([response.status, response.json.error]).toEqual([409, "insufficient_balance"]);
    expect(await balancesOfPlayer(player.userId)).toMatchObject({ cash: 2000, winnings: 0 });
  });

  it("never pays out bonus: a player with only bonus money has nothing to withdraw", async () => {
    const player = await playerWithCash(20);
    await withdrawn(player, 20);
    expect((await balancesOfPlayer(player.userId)).bonus).toBe(1000);
    const response = await withdraw(player, { amount: 10 });
    expect([response.status, response.json.error]).toEqual([409, "insufficient_balance"]);
  });

  it.each([
    ["zero", { amount: 0 }],
    ["a negative amount", { amount: -5 }],
    ["a fraction", { amount: 1.5 }],
    ["a number in a string", { amount: "10" }],
    ["true", { amount: true }],
    ["no amount", {}],
    ["an amount past the limit", { amount: 1_000_001 }],
  ])("answers 400 naming the field for %s", async (_, body) => {
    const player = await playerWithCash(20);
    const response = await withdraw(player, body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: "invalid_input",
      fields: [expect.objectContaining({ path: "amount" })],
    });
  });

  it("needs a player session: none is 401, a user-admin's token is 401", async () => {
    expect((await call("/api/account/withdrawals", { body: { amount: 1 } })).status).toBe(401);
    const author = await signInContributor();
    const response = await call("/api/account/withdrawals", {
      token: author.token,
      body: { amount: 1 },
    });
    expect(response.status).toBe(401);
  });
});

describe("50 racing withdrawals against one balance", { timeout: 30_000 }, () => {
  it("never take more than the cash: exactly three ₹10 requests from ₹30", async () => {
    const player = await playerWithCash(30);
    const responses = await concurrently(50, () => withdraw(player, { amount: 10 }));
    const tally = statusTally(responses);
    expect(tally[201]).toBe(3);
    // The rest either lost the race (409) or met the per-player write limit (429).
    expect((tally[409] ?? 0) + (tally[429] ?? 0)).toBe(47);
    expect(await balancesOfPlayer(player.userId)).toMatchObject({ cash: 0, winnings: 3000 });
    const pending = await call("/api/account/pending", { token: player.token });
    expect((pending.json.data as unknown[]).length).toBe(3);
  });
});
