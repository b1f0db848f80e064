// Proves "a stolen session cannot empty a wallet" (decision 023): a player's
// payout details change only within five minutes of a sign-in (403 reauth_required
// otherwise, the first details too), a contributor's only with the current password
// (403 wrong_password, counted with the password guesses; a first destination in a fresh
// session excepted); a payout to details changed within a day (a withdrawal, a
// contributor's, a trial claim) is held: no admin can pay it early (409 payout_held), it
// pays once the hold ends; its owner, and only its owner, cancels it while it waits and
// the money returns once, even for cancels at once; saving the same details starts no
// new hold; and the player hears of a change on the Bank and on their socket. The ledger
// audit is clean after.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { readPayoutDetails } from "../data/money/payout-details";
import { ledgerEntries } from "../db/schema/money";
import { ledgerReference } from "../domain/ledger";
import { FRESH_SIGN_IN_MS, PAYOUT_HOLD_MS } from "../domain/payout-destination";
import { adminForSuite, contributorIdOf } from "../test/admin-fixtures";
import {
  addQuestions,
  call,
  claimTrial,
  db,
  type Player,
  savePlayerDetails,
  signInAdmin,
  signInPlayer,
  UPI,
} from "../test/harness";
import {
  cancelPayout,
  contributorCancel,
  contributorWithdraw,
  contributorWithEarnings,
  markPaid,
  payoutQueue,
  rejectPayout,
  withClockAt,
  withdraw,
} from "../test/money-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  statusTally,
} from "../test/security/race-assertions";
import { settledDeposit, wonTrial } from "../test/security/race-flows";
import { openSocket } from "../test/sockets";

const admin = adminForSuite();

afterAll(expectLedgerAuditClean);

const NEW_UPI = { method: "upi", upi: "thief@okbank" } as const;
const balancesOfPlayer = (player: Player) =>
  balancesOf(db(), { kind: "player", id: player.userId });
const saveContributorDetailsWith = (author: { token: string }, body: object) =>
  call("/admin/user/payout-details", { method: "PUT", token: author.token, body });

/** A player who signed in, deposited and saved UPI details just now. */
async function freshPlayerWithCash(rupees: number) {
  const player = await signInPlayer();
  await settledDeposit(player, rupees);
  expect((await savePlayerDetails(player)).status).toBe(200);
  return player;
}

describe("changing a player's payout details", () => {
  it("refuses a session signed in more than five minutes ago with 403 reauth_required, changing nothing", async () => {
    const player = await signInPlayer();
    expect((await savePlayerDetails(player)).status).toBe(200);
    const stale = await withClockAt(Date.now() + FRESH_SIGN_IN_MS + 1000, () =>
      savePlayerDetails(player, NEW_UPI),
    );
    expect(stale.status).toBe(403);
    expect(stale.json).toEqual({
      error: "reauth_required",
      message: "For your safety, sign in again to change where your payouts go",
    });
    const saved = await readPayoutDetails(db(), { kind: "player", id: player.userId });
    expect(saved?.upiId).toBe(UPI.upi);
  });

  it("refuses the very first details from a stale session too", async () => {
    const player = await signInPlayer();
    const stale = await withClockAt(Date.now() + FRESH_SIGN_IN_MS + 1000, () =>
      savePlayerDetails(player),
    );
    expect([stale.status, stale.json.error]).toEqual([403, "reauth_required"]);
  });

  it("allows the change after a fresh sign-in of the same account", async () => {
    const player = await signInPlayer();
    const later = Date.now() + FRESH_SIGN_IN_MS + 1000;
    const again = await withClockAt(later, () => signInPlayer(player.email));
    const saved = await withClockAt(later + 1000, () => savePlayerDetails(again, NEW_UPI));
    expect(saved.status).toBe(200);
  });
});

describe("changing a contributor's payout details", () => {
  it("takes the first details without a password in a fresh session, then wants the current password", async () => {
    const author = await contributorWithEarnings(admin.token, 0);
    expect((await saveContributorDetailsWith(author, UPI)).status).toBe(200);

    const missing = await saveContributorDetailsWith(author, NEW_UPI);
    expect(missing.status).toBe(403);
    expect(missing.json).toMatchObject({
      error: "wrong_password",
      fields: [{ path: "currentPassword", message: "Enter your current password" }],
    });
    const wrong = await saveContributorDetailsWith(author, {
      ...NEW_UPI,
      currentPassword: "not-my-password",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({
      error: "wrong_password",
      fields: [{ path: "currentPassword", message: "This is not your current password" }],
    });
    const holder = { kind: "contributor" as const, id: await contributorIdOf(author) };
    expect((await readPayoutDetails(db(), holder))?.upiId).toBe(UPI.upi);

    const right = await saveContributorDetailsWith(author, {
      ...NEW_UPI,
      currentPassword: author.password,
    });
    expect(right.status).toBe(200);
    expect((await readPayoutDetails(db(), holder))?.upiId).toBe(NEW_UPI.upi);
  });

  it("wants the password for a first destination once the session is over five minutes old", async () => {
    const author = await contributorWithEarnings(admin.token, 0);
    const stale = await withClockAt(Date.now() + FRESH_SIGN_IN_MS + 1000, () =>
      saveContributorDetailsWith(author, UPI),
    );
    expect([stale.status, stale.json.error]).toEqual([403, "wrong_password"]);
  });

  it("counts wrong passwords with the account's password guesses: after five, the next waits with 429", async () => {
    const author = await contributorWithEarnings(admin.token, 0);
    await saveContributorDetailsWith(author, UPI);
    const guess = () =>
      saveContributorDetailsWith(author, { ...NEW_UPI, currentPassword: "guess-guess" });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(403);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("a payout to details changed within a day", () => {
  it("is held: Paid is 409 payout_held until the hold ends, the queue shows when, then it pays", async () => {
    const player = await freshPlayerWithCash(30);
    const requested = await withdraw(player, { amount: 30 });
    expect(requested.status).toBe(201);
    const { payoutId, heldUntil } = requested.json as { payoutId: string; heldUntil: number };
    expect(heldUntil).toBeGreaterThan(Date.now() + PAYOUT_HOLD_MS - 60_000);

    const early = await markPaid(admin.token, payoutId, "UTR1");
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      error: "payout_held",
      message:
        "This payout is held: the payee's details changed less than a day before it was requested",
      heldUntil,
    });
    const queued = (await payoutQueue(admin.token, "?kind=withdrawal")).json.data;
    expect(queued).toContainEqual(
      expect.objectContaining({ _id: payoutId, status: "requested", heldUntil }),
    );
    const pending = (await call("/api/account/pending", { token: player.token })).json.data;
    expect(pending).toEqual([expect.objectContaining({ _id: payoutId, heldUntil })]);

    const justBefore = await withClockAt(heldUntil - 1, async () =>
      markPaid((await signInAdmin()).token, payoutId),
    );
    expect(justBefore.status).toBe(409);
    const paid = await withClockAt(heldUntil, async () =>
      markPaid((await signInAdmin()).token, payoutId, "UTR2"),
    );
    expect(paid.status).toBe(200);
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 0, winnings: 0 });
  });

  it("may still be rejected while held: the money goes back", async () => {
    const player = await freshPlayerWithCash(20);
    const payoutId = (await withdraw(player, { amount: 20 })).json.payoutId as string;
    expect((await rejectPayout(admin.token, payoutId, "Details look wrong")).status).toBe(200);
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 2000, winnings: 0 });
  });

  it("holds a trial claim and a contributor's withdrawal too", async () => {
    await addQuestions(2);
    const { device, claimant } = await wonTrial(admin.token, 10);
    const claim = await claimTrial(claimant, device);
    expect(claim.status).toBe(200);
    const trialPayoutId = claim.json.payoutId as string;
    expect((await markPaid(admin.token, trialPayoutId)).json.error).toBe("payout_held");

    const author = await contributorWithEarnings(admin.token, 1);
    await saveContributorDetailsWith(author, UPI);
    const earnings = await contributorWithdraw(author, { amount: 5 });
    expect(earnings.json.heldUntil).toEqual(expect.any(Number));
    const payoutId = earnings.json.payoutId as string;
    expect((await markPaid(admin.token, payoutId)).json.error).toBe("payout_held");
  });

  it("starts no new hold when the same details are saved again", async () => {
    const player = await signInPlayer();
    const firstSave = await withClockAt(Date.now() - PAYOUT_HOLD_MS - 60_000, async () => {
      const early = await signInPlayer(player.email);
      expect((await savePlayerDetails(early)).status).toBe(200);
      return Date.now();
    });
    expect((await savePlayerDetails(player)).status).toBe(200);
    const details = await readPayoutDetails(db(), { kind: "player", id: player.userId });
    expect(details?.changedAt).toBe(firstSave);
  });
});

describe("cancelling a payout that waits", () => {
  it("returns the owner's cash once for ten cancels at once, and no admin can pay it afterwards", async () => {
    const player = await freshPlayerWithCash(40);
    const payoutId = (await withdraw(player, { amount: 25 })).json.payoutId as string;
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 1500, winnings: 2500 });

    const replies = await concurrently(10, () => cancelPayout(player, payoutId));
    expect(statusTally(replies)).toEqual({ 200: 10 });
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 4000, winnings: 0 });
    const returned = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, ledgerReference.cancelReturned(payoutId)));
    expect(returned).toEqual([expect.objectContaining({ account: "cash", amount: 2500 })]);

    const pending = (await call("/api/account/pending", { token: player.token })).json.data;
    expect(pending).toEqual([expect.objectContaining({ _id: payoutId, status: "cancelled" })]);
    const queue = (await payoutQueue(admin.token)).json.data as { _id: string }[];
    expect(queue.some((row) => row._id === payoutId)).toBe(false);
    const paid = await withClockAt(Date.now() + PAYOUT_HOLD_MS + 1000, async () =>
      markPaid((await signInAdmin()).token, payoutId),
    );
    expect([paid.status, paid.json.error]).toEqual([409, "payout_cancelled"]);
  });

  it("refuses another player's payout and a contributor's with 404, moving nothing", async () => {
    const owner = await freshPlayerWithCash(20);
    const payoutId = (await withdraw(owner, { amount: 20 })).json.payoutId as string;
    const other = await signInPlayer();
    expect((await cancelPayout(other, payoutId)).status).toBe(404);
    const author = await contributorWithEarnings(admin.token, 0);
    expect((await contributorCancel(author, payoutId)).status).toBe(404);
    expect((await cancelPayout(owner, "no-such-payout")).status).toBe(404);
    expect(await balancesOfPlayer(owner)).toMatchObject({ cash: 0, winnings: 2000 });
  });

  it("refuses a payout an admin already decided with 409 payout_decided", async () => {
    const player = await freshPlayerWithCash(20);
    const payoutId = (await withdraw(player, { amount: 20 })).json.payoutId as string;
    await rejectPayout(admin.token, payoutId, "Details look wrong");
    const late = await cancelPayout(player, payoutId);
    expect([late.status, late.json.error]).toEqual([409, "payout_decided"]);
    expect(await balancesOfPlayer(player)).toMatchObject({ cash: 2000, winnings: 0 });
  });

  it("returns a contributor's earnings when they cancel their withdrawal", async () => {
    const author = await contributorWithEarnings(admin.token, 2);
    await saveContributorDetailsWith(author, UPI);
    const payoutId = (await contributorWithdraw(author, { amount: 10 })).json.payoutId as string;
    expect((await contributorCancel(author, payoutId)).status).toBe(200);
    const holder = { kind: "contributor" as const, id: await contributorIdOf(author) };
    expect(await balancesOf(db(), holder)).toMatchObject({ earnings: 1000, winnings: 0 });
  });

  it("needs the owner's own session: none is 401", async () => {
    const player = await freshPlayerWithCash(20);
    const payoutId = (await withdraw(player, { amount: 20 })).json.payoutId as string;
    const anonymous = await call(`/api/account/withdrawals/${payoutId}/cancel`, { method: "POST" });
    expect(anonymous.status).toBe(401);
  });
});

describe("telling the player", () => {
  it("names the change on the Bank for a week and pushes it to their open socket", async () => {
    const player = await signInPlayer();
    const before = (await call("/api/account", { token: player.token })).json;
    expect(before.payoutDetailsChange).toBeNull();

    const socket = await openSocket("/api/ws", player.token);
    expect((await socket.next()).type).toBe("game");
    expect((await savePlayerDetails(player)).status).toBe(200);
    expect(await socket.next()).toEqual({ type: "payout", event: "details-changed" });
    socket.socket.close();

    const account = (await call("/api/account", { token: player.token })).json;
    const { changedAt, payoutsHeldUntil } = account.payoutDetailsChange as Record<string, number>;
    expect(payoutsHeldUntil).toBe(changedAt! + PAYOUT_HOLD_MS);
    const weekLater = await withClockAt(changedAt! + 7 * 24 * 60 * 60 * 1000 + 1, () =>
      call("/api/account", { token: player.token }),
    );
    expect(weekLater.json.payoutDetailsChange).toBeNull();
  });
});
