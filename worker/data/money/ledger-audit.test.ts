// Proves the ledger audit: after every real flow that moves money or points (runs,
// deposits with bonus and referral, bought tries, refunds, coupons, cart and a rejected
// claim, likes, trial wins and payouts, selections, withdrawals paid, rejected and
// cancelled for a player and a contributor, a deactivation's forfeit, a payout rejected
// after its player left, a deposit refunded to a deactivated account, a support
// adjustment) it finds nothing, and corruption
// written straight into the tables is reported by the invariant that guards it. It does
// not prove the invariants are complete, only that they hold on real data and bite.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { prizes } from "../../db/schema/catalogue";
import { ledgerEntries, payments, payoutRequests, trialPrizeClaims } from "../../db/schema/money";
import { tickets } from "../../db/schema/play";
import { call, claimTrial, db, signInAdmin } from "../../test/harness";
import {
  cancelPayout,
  contributorCancel,
  contributorWithdraw,
  contributorWithEarnings,
  depositSettledAfterDeactivation,
  markPaid,
  playerWithCash,
  rejectPayout,
  saveContributorDetails,
  withdrawn,
} from "../../test/money-fixtures";
import {
  buildContributorEstate,
  buildPlayerEstate,
  type PlayerEstate,
  prepareWorld,
  type World,
} from "../../test/security/player-world";
import { wonTrial } from "../../test/security/race-flows";
import { readPersonKey } from "../people/players";
import { auditLedger } from "./ledger-audit";

let world: World;
let estate: PlayerEstate;
/** A withdrawal an admin paid, and one they rejected. */
let paidWithdrawal: string;
let rejectedWithdrawal: string;

beforeAll(async () => {
  world = await prepareWorld((await signInAdmin()).token);
  estate = await buildPlayerEstate(world);
  await buildContributorEstate(world.adminToken);
  const admin = { token: world.adminToken };
  const paid = await call(
    `/admin/delet/paid/after/one/day/data/${estate.payoutId}?reference=UTR1`,
    {
      ...admin,
      method: "DELETE",
    },
  );
  const rejected = await call(`/admin/requests/${estate.claimRequestId}`, {
    ...admin,
    body: { action: "reject", reason: "Out of bottles" },
  });
  const adjusted = await call(`/admin/players/${estate.player.userId}/adjustments`, {
    ...admin,
    body: {
      account: "coins",
      direction: "credit",
      amount: 5,
      reason: "Lost connection",
      key: ADJUSTMENT_KEY,
    },
  });
  expect([paid.status, rejected.status, adjusted.status]).toEqual([200, 200, 200]);

  const saver = await playerWithCash(40);
  paidWithdrawal = await withdrawn(saver, 10);
  rejectedWithdrawal = await withdrawn(saver, 10);
  await markPaid(world.adminToken, paidWithdrawal, "UTR2");
  await rejectPayout(world.adminToken, rejectedWithdrawal, "Wrong UPI id");
  const author = await contributorWithEarnings(world.adminToken, 1);
  await saveContributorDetails(author);
  const earnings = await contributorWithdraw(author, { amount: 5 });
  await rejectPayout(world.adminToken, earnings.json.payoutId as string, "Wrong IFSC");
  const leaver = await playerWithCash(20);
  const leftBehind = await withdrawn(leaver, 5);
  await call("/api/account/deactivate", { token: leaver.token, body: { forfeit: true } });
  // Decision 023: what leaves a dead account, and payouts taken back by their payees.
  await rejectPayout(world.adminToken, leftBehind, "Account closed");
  await depositSettledAfterDeactivation(50);
  expect((await cancelPayout(saver, await withdrawn(saver, 5))).status).toBe(200);
  const secondEarnings = await contributorWithdraw(author, { amount: 5 });
  const cancelled = await contributorCancel(author, secondEarnings.json.payoutId as string);
  expect(cancelled.status).toBe(200);
});

const ADJUSTMENT_KEY = "ledger-audit-adjustment-1";

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

/** Audits with the corruption in place, then repairs it so every test starts clean. */
async function auditWhile(corrupt: () => Promise<unknown>, repair: () => Promise<unknown>) {
  await corrupt();
  try {
    return await auditLedger(env.DB);
  } finally {
    await repair();
  }
}

/** A ledger row written behind `worker/data/ledger.ts`'s back, and its removal. */
function forged(entry: { account: string; amount: number; reference: string }) {
  const insert = () =>
    db()
      .insert(ledgerEntries)
      .values({
        id: `forged-${entry.reference}`,
        holderKind: "player",
        holderId: estate.player.userId,
        memo: "forged",
        createdAt: 1,
        ...entry,
      });
  const remove = () =>
    db().delete(ledgerEntries).where(eq(ledgerEntries.reference, entry.reference));
  return [insert, remove] as const;
}

describe("auditLedger", () => {
  it("finds nothing after every real flow that moves value, one of each cause", async () => {
    const entries = await db().select({ reference: ledgerEntries.reference }).from(ledgerEntries);
    const causes = new Set(entries.map((e) => e.reference.slice(0, e.reference.indexOf(":"))));
    expect(causes.size).toBe(31);
    expect(await auditLedger(env.DB)).toEqual([]);
  });

  it("reports a support adjustment missing from the audit log, or logged with another amount", async () => {
    const reference = `support-adjustment:${ADJUSTMENT_KEY}`;
    const [row] = await db().select().from(auditLog).where(eq(auditLog.reference, reference));
    if (!row) throw new Error("the adjustment was not logged");
    const setAfter = (after: string | null) => () =>
      db().update(auditLog).set({ after }).where(eq(auditLog.id, row.id));
    const wrongAmount = await auditWhile(setAfter('{"coins":999}'), setAfter(row.after));
    expect(wrongAmount.map((m) => [m.invariant, m.subject])).toEqual([
      ["support-adjustments", reference],
    ]);
    const unlogged = await auditWhile(
      () => db().delete(auditLog).where(eq(auditLog.id, row.id)),
      () => db().insert(auditLog).values(row),
    );
    expect(unlogged).toEqual([
      {
        invariant: "support-adjustments",
        subject: reference,
        message: `adjustment ${reference} of 5 coins to ${estate.player.userId} is logged as nothing`,
      },
    ]);
  });

  it("reports a balance taken below zero", async () => {
    const mismatches = await auditWhile(
      ...forged({ account: "stars", amount: -99, reference: `cart-item:${estate.cartItemId}-x` }),
    );
    expect(mismatches).toContainEqual({
      invariant: "balances-not-negative",
      subject: `player:${estate.player.userId}:stars`,
      message: expect.stringMatching(/has stars balance -9\d/),
    });
  });

  it("reports a reference that names no known cause", async () => {
    const mismatches = await auditWhile(
      ...forged({ account: "cash", amount: 500, reference: "gift:1" }),
    );
    expect(mismatches).toEqual([
      {
        invariant: "known-causes",
        subject: "gift:1",
        message: "entry gift:1 names no known cause",
      },
    ]);
  });

  it("reports a cause paid from the wrong account", async () => {
    const reference = `review-like:${await readPersonKey(db(), estate.player.userId)}`;
    const mismatches = await auditWhile(...forged({ account: "cash", amount: 1, reference }));
    expect(mismatches.map((m) => m.invariant)).toEqual(["cause-shapes", "review-likes"]);
  });

  it("reports a refund for a ticket that was not refunded, and a refunded one without it", async () => {
    const setStatus = (status: string) => () =>
      db().update(tickets).set({ status }).where(eq(tickets.id, estate.refundedTicketId));
    const mismatches = await auditWhile(setStatus("non-refund"), setStatus("refund"));
    expect(mismatches).toEqual([
      {
        invariant: "ticket-refunds",
        subject: estate.refundedTicketId,
        message: `ticket ${estate.refundedTicketId} is non-refund but its refund is 1 tries to ${estate.player.userId}`,
      },
    ]);
  });

  it("reports a settled deposit whose entry pays a different amount", async () => {
    const setAmount = (amountPaise: number) => () =>
      db().update(payments).set({ amountPaise }).where(eq(payments.id, estate.paymentId));
    const mismatches = await auditWhile(setAmount(5001), setAmount(5000));
    expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
      ["deposits-match-payments", estate.paymentId],
    ]);
  });

  it("reports a first-deposit bonus and a referral reward other than the deposit's offer", async () => {
    const setOffer = (bonusPaise: number, referralRewardPaise: number) => () =>
      db()
        .update(payments)
        .set({ bonusPaise, referralRewardPaise })
        .where(eq(payments.id, estate.paymentId));
    const mismatches = await auditWhile(setOffer(1500, 6000), setOffer(1000, 5000));
    expect(mismatches.map((m) => m.invariant)).toEqual(["first-deposit-bonus", "referral-rewards"]);
  });

  it("reports a paid withdrawal whose row says rejected: no return, and a debit for nothing", async () => {
    const setStatus = (status: string) => () =>
      db().update(payoutRequests).set({ status }).where(eq(payoutRequests.id, paidWithdrawal));
    const mismatches = await auditWhile(setStatus("rejected"), setStatus("paid"));
    expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
      ["payouts-paid", paidWithdrawal],
      ["payout-rejections", paidWithdrawal],
    ]);
  });

  it("reports winnings that wait for no payout request", async () => {
    const mismatches = await auditWhile(
      ...forged({ account: "winnings", amount: 700, reference: "payout-held:nothing" }),
    );
    expect(mismatches.map((m) => m.invariant)).toEqual([
      "withdrawal-holds",
      "winnings-are-open-payouts",
    ]);
  });

  it("reports money returned for a payout that was not rejected", async () => {
    const mismatches = await auditWhile(
      ...forged({ account: "cash", amount: 1000, reference: `payout-returned:${paidWithdrawal}` }),
    );
    expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
      ["payout-rejections", paidWithdrawal],
      ["payout-rejections", `payout-returned:${paidWithdrawal}`],
    ]);
  });

  it("reports a forfeit from an account that was never deactivated", async () => {
    const reference = `deactivation-forfeit:${estate.player.userId}:coins`;
    const mismatches = await auditWhile(...forged({ account: "coins", amount: -1, reference }));
    expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
      ["deactivation-forfeits", reference],
    ]);
  });

  it("reports a claimed trial without its claim row, and two trial payouts to one destination", async () => {
    const device = estate.trialDeviceId;
    const ofDevice = eq(trialPrizeClaims.deviceId, device);
    const [claim] = await db().select().from(trialPrizeClaims).where(ofDevice);
    const unrecorded = await auditWhile(
      () => db().delete(trialPrizeClaims).where(ofDevice),
      () => db().insert(trialPrizeClaims).values(claim!),
    );
    expect(unrecorded).toEqual([
      {
        invariant: "trial-prizes-once-per-person",
        subject: device,
        message: `trial of device ${device} was claimed by ${estate.player.userId} but its claim row names nobody`,
      },
    ]);

    const won = await wonTrial(world.adminToken, 10);
    const second = (await claimTrial(won.claimant, won.device)).json.payoutId as string;
    const upiOf = async (id: string) =>
      (await db().select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0]?.upiId ?? "";
    const setUpi = (upiId: string) => () =>
      db().update(payoutRequests).set({ upiId }).where(eq(payoutRequests.id, second));
    const [own, estates] = [await upiOf(second), await upiOf(estate.payoutId)];
    const shared = await auditWhile(setUpi(estates.toUpperCase()), setUpi(own));
    expect(shared.map((m) => [m.invariant, m.subject])).toEqual([
      ["trial-prizes-once-per-person", second],
      // The pair is named by its lower id.
      ["trial-prizes-once-per-person", [second, estate.payoutId].sort()[0]],
    ]);
  });

  it("reports a prize sold beyond its stock", async () => {
    const moveStock = (by: number) => () =>
      db()
        .update(prizes)
        .set({ stock: sql`${prizes.stock} + ${by}` })
        .where(eq(prizes.id, world.catalogue.prizeId));
    const mismatches = await auditWhile(moveStock(-100), moveStock(100));
    expect(mismatches.map((m) => [m.invariant, m.subject])).toEqual([
      ["stock-not-negative", world.catalogue.prizeId],
    ]);
  });
});
