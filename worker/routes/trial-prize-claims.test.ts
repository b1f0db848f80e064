// Proves a trial prize is claimable once per person, ever (DESIGN.md section 4): a
// second claim by the same account, by the same person on a new account after
// deactivating, or by anyone paying out to a destination (UPI id or bank account, any
// case) that already had one, is a 409 `trial_prize_taken`, and that prize goes back to the
// pool while the device's trial keeps its outcome. Racing claims by one person, or to one
// destination, leave exactly one payout. Regression: one player claimed four devices' wins
// into one payout queue. It does not prove the address bound (trial-address-prizes.test.ts).
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { payoutRequests, rewardPool, trialAttempts } from "../db/schema/money";
import { adminForSuite } from "../test/admin-fixtures";
import {
  call,
  claimTrial,
  db,
  detailsSavedYesterday,
  type Player,
  savePlayerDetails,
  signInPlayer,
  uniqueUpi,
} from "../test/harness";
import { markPaid } from "../test/money-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  statusTally,
} from "../test/security/race-assertions";
import { wonDevice } from "../test/security/race-flows";

const admin = adminForSuite();

afterAll(expectLedgerAuditClean);

/** A player with payout details of their own who has claimed one trial prize. */
async function playerWithPrize(details: object = uniqueUpi()) {
  const player = await signInPlayer();
  expect((await savePlayerDetails(player, details)).status).toBe(200);
  const { device } = await wonDevice(admin.token, 20);
  const claim = await claimTrial(player, device);
  expect(claim.status).toBe(200);
  return { player, payoutId: claim.json.payoutId as string };
}

/** The refusal every second claim gets, in the one error shape. */
function expectPrizeTaken(response: { status: number; json: Record<string, unknown> }) {
  expect(response.status).toBe(409);
  expect(response.json).toEqual({ error: "trial_prize_taken", message: expect.any(String) });
}

/** The prize is in the pool again, untaken, and the device's trial holds no prize. */
async function expectBackInPool(device: string, rewardId: string) {
  const [reward] = await db().select().from(rewardPool).where(eq(rewardPool.id, rewardId));
  expect(reward).toMatchObject({ takenAt: null, takenByDevice: null });
  const [trial] = await db().select().from(trialAttempts).where(eq(trialAttempts.deviceId, device));
  expect(trial).toMatchObject({ outcome: "correct", rewardId: null, claimedByPlayerId: null });
}

const trialPayoutsOf = (player: Player) =>
  db()
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.payeeId, player.userId), eq(payoutRequests.source, "trial")));

describe("one trial prize per person", () => {
  it("refuses an account's second prize and puts it back in the pool for another visitor", async () => {
    const { player } = await playerWithPrize();
    const second = await wonDevice(admin.token, 50);
    expectPrizeTaken(await claimTrial(player, second.device));
    await expectBackInPool(second.device, second.rewardId);
    expect((await call(`/api/get/singel/qst/${second.device}`)).json).toEqual({
      Status: "Yes",
      rupee: 0,
    });
    expect((await claimTrial(player, second.device)).status).toBe(404);
    expect(await trialPayoutsOf(player)).toHaveLength(1);
    expect((await balancesOf(db(), { kind: "player", id: player.userId })).winnings).toBe(2000);

    // The returned prize is the pool's oldest, so the next winner draws it.
    const next = await wonDevice(admin.token, 5);
    expect(next.rewardId).toBe(second.rewardId);
  });

  it("refuses the same person on a new account after deactivating, before asking for details", async () => {
    // Details saved a day ago, so the payout is not held (decision 023) and can be paid.
    const player = await signInPlayer();
    await detailsSavedYesterday({ kind: "player", id: player.userId });
    const claim = await claimTrial(player, (await wonDevice(admin.token, 20)).device);
    expect((await markPaid(admin.token, claim.json.payoutId as string)).status).toBe(200);
    const deactivated = await call("/api/account/deactivate", {
      token: player.token,
      body: { forfeit: true },
    });
    expect(deactivated.status).toBe(200);
    const returned = await signInPlayer(player.email);
    expect(returned.userId).not.toBe(player.userId);
    const won = await wonDevice(admin.token, 30);
    expectPrizeTaken(await claimTrial(returned, won.device));
    await expectBackInPool(won.device, won.rewardId);
  });

  it("refuses a UPI id that already had a prize, whatever its case", async () => {
    await playerWithPrize({ method: "upi", upi: "Meera.K@OkAxis" });
    const other = await signInPlayer();
    await savePlayerDetails(other, { method: "upi", upi: "meera.k@okaxis" });
    const won = await wonDevice(admin.token, 40);
    expectPrizeTaken(await claimTrial(other, won.device));
    await expectBackInPool(won.device, won.rewardId);
    expect(await trialPayoutsOf(other)).toEqual([]);
  });

  it("refuses a bank account that already had a prize, under any holder's name", async () => {
    const bank = { method: "bank", bank_nme: "HDFC Bank", Acc_no: "001234567890" };
    await playerWithPrize({ ...bank, ac_h_nme: "Meera K", ifsc: "hdfc0004321" });
    const other = await signInPlayer();
    await savePlayerDetails(other, { ...bank, ac_h_nme: "Someone Else", ifsc: "HDFC0004321" });
    const won = await wonDevice(admin.token, 40);
    expectPrizeTaken(await claimTrial(other, won.device));
    await expectBackInPool(won.device, won.rewardId);
  });

  it("still answers a claim made again by its own player with the same payout", async () => {
    const player = await signInPlayer();
    await savePlayerDetails(player, uniqueUpi());
    const { device } = await wonDevice(admin.token, 10);
    const first = await claimTrial(player, device);
    const again = await claimTrial(player, device);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.payoutId).toBe(first.json.payoutId);
  });
});

describe("claims racing for one person's one prize", () => {
  it("leave one payout when one player claims ten devices' prizes at once", async () => {
    const player = await signInPlayer();
    await savePlayerDetails(player, uniqueUpi());
    const devices: Awaited<ReturnType<typeof wonDevice>>[] = [];
    for (let i = 0; i < 10; i++) devices.push(await wonDevice(admin.token, 10 + i));
    let next = 0;
    const responses = await concurrently(devices.length, () => {
      const won = devices[next++]!;
      return claimTrial(player, won.device).then((response) => ({ ...response, won }));
    });
    expect(statusTally(responses)).toEqual({ 200: 1, 409: 9 });
    for (const refused of responses.filter((response) => response.status === 409)) {
      expectPrizeTaken(refused);
      await expectBackInPool(refused.won.device, refused.won.rewardId);
    }
    const [payout] = await trialPayoutsOf(player);
    expect(await trialPayoutsOf(player)).toHaveLength(1);
    const claimed = responses.find((response) => response.status === 200)!;
    expect(payout).toMatchObject({ sourceId: claimed.won.rewardId, status: "requested" });
  });

  it("leave one payout when five players claim to one UPI id at once", async () => {
    const upi = uniqueUpi("shared").upi;
    const claims: { player: Player; device: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const player = await signInPlayer();
      await savePlayerDetails(player, { method: "upi", upi: i % 2 ? upi.toUpperCase() : upi });
      claims.push({ player, device: (await wonDevice(admin.token, 25)).device });
    }
    let next = 0;
    const responses = await concurrently(claims.length, () => {
      const { player, device } = claims[next++]!;
      return claimTrial(player, device);
    });
    expect(statusTally(responses)).toEqual({ 200: 1, 409: 4 });
    const payouts = await db()
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.source, "trial"));
    expect(payouts.filter((payout) => payout.upiId?.toLowerCase() === upi)).toHaveLength(1);
  });
});
