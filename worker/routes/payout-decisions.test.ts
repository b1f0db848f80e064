// Proves the one payout queue: trial rewards, players' withdrawals and
// contributors' withdrawals listed together with their kind, payee and details, and
// filtered by kind; Paid with the bank reference and Reject with a reason, each once,
// its money moved in the same batch (paid: out of winnings; rejected: back to the
// payee's cash or earnings) and pushed to a player's socket; racing and contrary
// decisions, each with one audit row; the wrong role and another account's payout id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { auditLog } from "../db/schema/audit";
import { ledgerReference } from "../domain/ledger";
import { adminForSuite, contributorIdOf } from "../test/admin-fixtures";
import { addQuestions, call, claimTrial, db, type Player, signInPlayer } from "../test/harness";
import {
  contributorWithdraw,
  contributorWithEarnings,
  markPaid,
  payoutQueue,
  playerWithCash,
  rejectPayout,
  saveContributorDetails,
  withdrawn,
} from "../test/money-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  ledgerOf,
  statusTally,
} from "../test/security/race-assertions";
import { wonTrial } from "../test/security/race-flows";
import { openSocket } from "../test/sockets";

const admin = adminForSuite();

beforeAll(async () => {
  await addQuestions(3);
});

afterAll(expectLedgerAuditClean);

type Row = Record<string, unknown> & { _id: string };
const queueRows = async (query = "") => (await payoutQueue(admin.token, query)).json.data as Row[];
const playerBalances = (userId: string) => balancesOf(db(), { kind: "player", id: userId });
const auditRowsOf = (payoutId: string) =>
  db().select().from(auditLog).where(eq(auditLog.subjectId, payoutId));

async function claimedTrialPayout(rupees: number) {
  const { device, claimant } = await wonTrial(admin.token, rupees);
  const claim = await claimTrial(claimant, device);
  expect(claim.status).toBe(200);
  return { player: claimant, payoutId: claim.json.payoutId as string };
}

describe("the queue", () => {
  it("lists all three kinds with kind, payee, details and amount, and filters by kind", async () => {
    const trial = await claimedTrialPayout(15);
    const player = await playerWithCash(25);
    const withdrawalId = await withdrawn(player, 7);
    const author = await contributorWithEarnings(admin.token, 2);
    await saveContributorDetails(author, {
      method: "bank",
      ac_h_nme: "Ravi Author",
      bank_nme: "HDFC",
      ifsc: "HDFC0001234",
      Acc_no: "123456789",
    });
    const contributorPayout = await contributorWithdraw(author, { amount: 10 });
    expect(contributorPayout.status).toBe(201);
    const contributorId = contributorPayout.json.payoutId as string;

    const rows = await queueRows();
    expect(rows.find((row) => row._id === trial.payoutId)).toMatchObject({
      kind: "trial",
      payee: "player",
      rupee: 15,
      method: "upi",
      upi: expect.stringMatching(/^racer\d+x\d+@okbank$/),
      status: "requested",
    });
    expect(rows.find((row) => row._id === withdrawalId)).toMatchObject({
      kind: "withdrawal",
      payee: "player",
      rupee: 7,
      email: player.email,
      upi: expect.stringMatching(/^payee\d+x\d+@okbank$/),
    });
    expect(rows.find((row) => row._id === contributorId)).toMatchObject({
      kind: "contributor",
      payee: "contributor",
      rupee: 10,
      user: "Test Author",
      email: author.email,
      method: "bank",
      ac_h_nme: "Ravi Author",
      ifsc: "HDFC0001234",
      Acc_no: "123456789",
    });
    for (const kind of ["trial", "withdrawal", "contributor"]) {
      const only = await queueRows(`?kind=${kind}`);
      expect(only.length).toBeGreaterThan(0);
      expect(only.every((row) => row.kind === kind)).toBe(true);
    }
    expect((await payoutQueue(admin.token, "?kind=bonus")).status).toBe(400);
  });
});

/** The player's socket, past its opening game message, to hear payout decisions on. */
async function payeeSocket(player: Player) {
  const socket = await openSocket("/api/ws", player.token);
  expect((await socket.next()).type).toBe("game");
  return socket;
}

describe("paying", () => {
  it("marks a withdrawal paid with its UTR once, takes it out of winnings and tells the player", async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 20);
    const socket = await payeeSocket(player);
    expect((await markPaid(admin.token, payoutId, "UTR42")).json).toEqual({ Status: "OK" });
    expect(await socket.next()).toEqual({ type: "payout", event: "paid", payoutId });
    expect((await markPaid(admin.token, payoutId, "UTR42")).status).toBe(200);
    expect(await playerBalances(player.userId)).toMatchObject({ cash: 0, winnings: 0 });
    const [payout] = (await call("/api/account/pending", { token: player.token })).json
      .data as Row[];
    expect(payout).toMatchObject({
      _id: payoutId,
      status: "paid",
      reference: "UTR42",
      paidAt: expect.any(Number),
      reason: null,
    });
    expect((await queueRows()).some((row) => row._id === payoutId)).toBe(false);
    // One row for the decision, none for the repeated click.
    expect(await auditRowsOf(payoutId)).toEqual([
      expect.objectContaining({
        actorRole: "admin",
        action: "payout-decision",
        subjectKind: "payout",
        summary: "Paid the ₹20.00 withdrawal (reference UTR42)",
        before: JSON.stringify({ status: "requested" }),
        after: JSON.stringify({ status: "paid", reference: "UTR42" }),
      }),
    ]);
    socket.socket.close();
  });
});

describe("rejecting", () => {
  it("returns a withdrawal's cash with the reason, once, and tells the player", async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 15);
    const socket = await payeeSocket(player);
    const reason = "The UPI id does not exist";
    expect((await rejectPayout(admin.token, payoutId, reason)).json).toEqual({ Status: "OK" });
    expect(await socket.next()).toEqual({ type: "payout", event: "rejected", payoutId });
    expect((await rejectPayout(admin.token, payoutId, reason)).status).toBe(200);
    expect(await playerBalances(player.userId)).toMatchObject({ cash: 2000, winnings: 0 });
    expect(await ledgerOf(player.userId)).toEqual(
      expect.arrayContaining([
        { account: "winnings", amount: -1500, reference: ledgerReference.payoutRejected(payoutId) },
        { account: "cash", amount: 1500, reference: ledgerReference.payoutReturned(payoutId) },
      ]),
    );
    const [payout] = (await call("/api/account/pending", { token: player.token })).json
      .data as Row[];
    expect(payout).toMatchObject({
      status: "rejected",
      reason,
      rejectedAt: expect.any(Number),
      paidAt: null,
    });
    socket.socket.close();
  });

  it("turns a rejected trial reward into cash the player may withdraw again", async () => {
    const { player, payoutId } = await claimedTrialPayout(25);
    await rejectPayout(admin.token, payoutId, "Bank account closed");
    expect(await playerBalances(player.userId)).toMatchObject({ cash: 2500, winnings: 0 });
    expect((await withdrawn(player, 25)).length).toBeGreaterThan(0);
  });

  it("returns a contributor's earnings", async () => {
    const author = await contributorWithEarnings(admin.token, 1);
    await saveContributorDetails(author);
    const payoutId = (await contributorWithdraw(author, { amount: 5 })).json.payoutId as string;
    const holder = { kind: "contributor" as const, id: await contributorIdOf(author) };
    expect(await balancesOf(db(), holder)).toMatchObject({ earnings: 0, winnings: 500 });
    await rejectPayout(admin.token, payoutId, "Wrong IFSC");
    expect(await balancesOf(db(), holder)).toMatchObject({ earnings: 500, winnings: 0 });
  });

  it.each([
    ["no reason", undefined],
    ["a reason too short to read", "no"],
    ["a reason past 300 characters", "x".repeat(301)],
    ["a number", 42],
  ])("refuses %s with 400, deciding nothing", async (_, reason) => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 5);
    const response = await rejectPayout(admin.token, payoutId, reason);
    expect(response.status).toBe(400);
    expect((await playerBalances(player.userId)).winnings).toBe(500);
  });
});

describe("contrary and racing decisions", { timeout: 30_000 }, () => {
  it("refuses to reject a paid payout or pay a rejected one: 409 payout_decided", async () => {
    const player = await playerWithCash(40);
    const paid = await withdrawn(player, 10);
    const rejected = await withdrawn(player, 10);
    await markPaid(admin.token, paid);
    await rejectPayout(admin.token, rejected, "Duplicate request");
    const late = [
      await rejectPayout(admin.token, paid, "Too late"),
      await markPaid(admin.token, rejected, "UTR1"),
    ];
    expect(late.map((r) => [r.status, r.json.error])).toEqual([
      [409, "payout_decided"],
      [409, "payout_decided"],
    ]);
    expect(await playerBalances(player.userId)).toMatchObject({ cash: 3000, winnings: 0 });
  });

  it("lands exactly one of 40 racing Paid and Reject clicks, and moves its money once", async () => {
    const player = await playerWithCash(30);
    const payoutId = await withdrawn(player, 30);
    let turn = 0;
    const responses = await concurrently(40, () =>
      turn++ % 2 === 0
        ? markPaid(admin.token, payoutId, "UTR9")
        : rejectPayout(admin.token, payoutId, "Changed my mind"),
    );
    const tally = statusTally(responses);
    expect(tally[409]).toBe(20);
    expect(tally[200]).toBe(20);
    const balances = await playerBalances(player.userId);
    const [payout] = (await call("/api/account/pending", { token: player.token })).json
      .data as Row[];
    if (payout?.status === "paid") expect(balances).toMatchObject({ cash: 0, winnings: 0 });
    else expect(balances).toMatchObject({ cash: 3000, winnings: 0 });
    const movements = (await ledgerOf(player.userId)).filter((line) =>
      String(line.reference).endsWith(payoutId),
    );
    expect(movements).toHaveLength(payout?.status === "paid" ? 3 : 4);
    const [audit, ...more] = await auditRowsOf(payoutId);
    expect(more).toEqual([]);
    expect(audit?.summary).toBe(
      payout?.status === "paid"
        ? "Paid the ₹30.00 withdrawal (reference UTR9)"
        : "Rejected the ₹30.00 withdrawal: Changed my mind",
    );
  });
});

describe("who may decide", () => {
  it("refuses a player's and a contributor's token on every queue route with 401", async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 5);
    const author = await contributorWithEarnings(admin.token, 0);
    for (const token of [player.token, author.token]) {
      const attempts = [
        await call("/admin/get/won/module/reward/with/upi/data", { token }),
        await call(`/admin/delet/paid/after/one/day/data/${payoutId}`, {
          method: "DELETE",
          token,
        }),
        await call(`/admin/payouts/${payoutId}/reject`, { token, body: { reason: "mine now" } }),
      ];
      expect(attempts.map((r) => r.status)).toEqual([401, 401, 401]);
    }
    expect((await playerBalances(player.userId)).winnings).toBe(500);
  });

  it("answers 404 for a payout id that does not exist", async () => {
    expect((await markPaid(admin.token, "no-such-payout")).status).toBe(404);
    expect((await rejectPayout(admin.token, "no-such-payout", "Not real")).status).toBe(404);
  });

  it("shows a player only their own payouts: another account's payout id is nowhere", async () => {
    const owner = await playerWithCash(20);
    const payoutId = await withdrawn(owner, 5);
    const other = await signInPlayer();
    const pending = await call("/api/account/pending", { token: other.token });
    expect(pending.json.data).toEqual([]);
    const author = await contributorWithEarnings(admin.token, 0);
    const theirs = await call("/admin/user/withdrawals", { token: author.token });
    expect((theirs.json.data as Row[]).some((row) => row._id === payoutId)).toBe(false);
  });
});
