// Proves a contributor's money: payout details with the player's body and its
// validation; withdrawals of earnings into the one queue (201 with the payout id, 409
// payout_details_required, 409 insufficient_balance, 400 for a malformed amount); the
// wallet's earned, requested, paid and available figures through a payment and a
// rejection, with SPEC.md's `Datas` beside them; only the user-admin token opens them,
// and a contributor sees only their own payouts.
import { afterAll, describe, expect, it } from "vitest";
import { adminForSuite } from "../test/admin-fixtures";
import { call, failingFields, signInPlayer } from "../test/harness";
import {
  contributorDetailsSavedYesterday,
  contributorWithdraw,
  contributorWithEarnings,
  markPaid,
  rejectPayout,
  saveContributorDetails,
} from "../test/money-fixtures";
import { expectLedgerAuditClean } from "../test/security/race-assertions";

const admin = adminForSuite();

afterAll(expectLedgerAuditClean);

type Author = Awaited<ReturnType<typeof contributorWithEarnings>>;

const walletOf = (author: Author) =>
  call(`/admin/get/wallet/amount/credits/links/by/${author.ssid}`, { token: author.token });

describe("payout details", () => {
  it("saves and reads back the same body as a player's /api/account/upi", async () => {
    const author = await contributorWithEarnings(admin.token, 0);
    const read = () => call("/admin/user/payout-details", { token: author.token });
    expect((await read()).json).toEqual({ details: null });
    const bank = {
      method: "bank",
      ac_h_nme: "Ravi Author",
      bank_nme: "HDFC",
      ifsc: "hdfc0001234",
      Acc_no: "123456789",
    };
    expect((await saveContributorDetails(author, bank)).json).toEqual({ Status: "OK" });
    expect((await read()).json).toEqual({ details: { ...bank, ifsc: "HDFC0001234" } });
    await saveContributorDetails(author, { method: "upi", upi: "ravi@okbank" });
    expect((await read()).json).toEqual({ details: { method: "upi", upi: "ravi@okbank" } });
  });

  it("refuses bad details with 400 naming the fields", async () => {
    const author = await contributorWithEarnings(admin.token, 0);
    const response = await saveContributorDetails(author, {
      method: "bank",
      ac_h_nme: "R",
      bank_nme: "HDFC",
      ifsc: "HDFC123",
      Acc_no: "12",
    });
    expect(response.status).toBe(400);
    expect(failingFields(response.json)).toEqual(["Acc_no", "ac_h_nme", "ifsc"]);
  });
});

describe("withdrawing earnings", () => {
  it("asks for details first, refuses more than the earnings, then queues the request", async () => {
    const author = await contributorWithEarnings(admin.token, 2);
    const first = await contributorWithdraw(author, { amount: 5 });
    expect([first.status, first.json.error]).toEqual([409, "payout_details_required"]);
    await saveContributorDetails(author);
    const tooMuch = await contributorWithdraw(author, { amount: 11 });
    expect([tooMuch.status, tooMuch.json.error]).toEqual([409, "insufficient_balance"]);
    for (const amount of [0, 2.5, "5", null]) {
      expect((await contributorWithdraw(author, { amount })).status).toBe(400);
    }
    const accepted = await contributorWithdraw(author, { amount: 6 });
    expect(accepted.status).toBe(201);
    // Details saved a moment ago: it waits a day (decision 023).
    expect(accepted.json).toEqual({
      Status: "OK",
      payoutId: expect.any(String),
      heldUntil: expect.any(Number),
    });
    const list = await call("/admin/user/withdrawals", { token: author.token });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        _id: accepted.json.payoutId,
        kind: "contributor",
        rupee: 6,
        status: "requested",
      }),
    ]);
  });

  it("shows earned, requested, paid and available through a payment and a rejection", async () => {
    const author = await contributorWithEarnings(admin.token, 4);
    await contributorDetailsSavedYesterday(author);
    const money = async () => (await walletOf(author)).json.money;
    expect(await money()).toEqual({ earned: 20, requested: 0, paid: 0, available: 20 });

    const paid = (await contributorWithdraw(author, { amount: 8 })).json.payoutId as string;
    const rejected = (await contributorWithdraw(author, { amount: 5 })).json.payoutId as string;
    expect(await money()).toEqual({ earned: 20, requested: 13, paid: 0, available: 7 });

    await markPaid(admin.token, paid, "UTR77");
    await rejectPayout(admin.token, rejected, "Name does not match the account");
    expect(await money()).toEqual({ earned: 20, requested: 0, paid: 8, available: 12 });
    // SPEC.md's "Earned" stays everything earned, withdrawn or not.
    expect((await walletOf(author)).json.Datas).toMatchObject({ Rupee: 20, Selected: 4 });

    const list = (await call("/admin/user/withdrawals", { token: author.token })).json
      .data as Record<string, unknown>[];
    expect(list.find((row) => row._id === paid)).toMatchObject({
      status: "paid",
      reference: "UTR77",
    });
    expect(list.find((row) => row._id === rejected)).toMatchObject({
      status: "rejected",
      reason: "Name does not match the account",
    });
  });
});

describe("who may use them", () => {
  it("refuses no token and a player's token with the user-admin's 505 marker", async () => {
    const player = await signInPlayer();
    for (const token of [undefined, player.token]) {
      const attempts = [
        await call("/admin/user/payout-details", { token }),
        await call("/admin/user/payout-details", {
          method: "PUT",
          token,
          body: { method: "upi", upi: "x@okbank" },
        }),
        await call("/admin/user/withdrawals", { token }),
        await call("/admin/user/withdrawals", { token, body: { amount: 1 } }),
      ];
      expect(attempts.map((r) => [r.status, r.json.Status])).toEqual(Array(4).fill([401, 505]));
    }
  });

  it("lists only the caller's own withdrawals", async () => {
    const [mine, theirs] = [
      await contributorWithEarnings(admin.token, 1),
      await contributorWithEarnings(admin.token, 1),
    ];
    await saveContributorDetails(theirs);
    const theirId = (await contributorWithdraw(theirs, { amount: 5 })).json.payoutId;
    const list = await call("/admin/user/withdrawals", { token: mine.token });
    expect(list.json.data).toEqual([]);
    expect(theirId).toEqual(expect.any(String));
  });
});
