// Proves that a request repeated 100 times at once (a double-clicking player, two admins,
// a provider retrying its webhook) moves the ledger exactly once: for each movement the
// holder's ledger afterwards is exactly the expected lines, no copy gets a 5xx, and the
// ledger audit finds nothing at the end. A player's writes past 30 a minute meet the rate
// limit (429) first; the rest race for real. Balances come from real flows (a perfect
// run, a settled deposit), never from rows written by the test. It does not prove
// behaviour across D1 replicas: tests run on one local database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPersonKey } from "../../data/people/players";
import { ledgerReference } from "../../domain/ledger";
import { DEFAULT_RUN_SETTINGS } from "../../domain/run-settings";
import { adminForSuite } from "../admin-fixtures";
import { addQuestions, call, claimTrial, db, signInPlayer } from "../harness";
import { playerWithQuestion } from "../play-fixtures";
import {
  concurrently,
  expectLedgerAuditClean,
  expectLedgerOf,
  type LedgerLine,
  statusTally,
} from "./race-assertions";
import {
  pendingClaimRequest,
  reportedTicket,
  reviewToLike,
  settledDeposit,
  settledWebhook,
  startedDeposit,
  wonTrial,
} from "./race-flows";
import { answerCoinsLine, answerQuestion, perfectRun, runStartLines } from "./race-play";

const COPIES = 100;
/** `rateRules.accountWrite`: that many of a player's writes per minute get through. */
const ACCOUNT_WRITES_PER_MINUTE = 30;

const admin = adminForSuite();

beforeAll(async () => {
  await addQuestions(4);
});

afterAll(expectLedgerAuditClean);

describe(`${COPIES} identical requests at once`, { timeout: 30_000 }, () => {
  it("judge one answer once, give every copy its verdict and credit its coins once", async () => {
    const { player, runId, attemptId } = await playerWithQuestion();
    const responses = await concurrently(COPIES, () => answerQuestion(player, attemptId, "b"));
    expect(statusTally(responses)).toEqual({ 200: COPIES });
    expect(new Set(responses.map((response) => response.json.receipt)).size).toBe(1);
    await expectLedgerOf(player.userId, [...runStartLines(runId), answerCoinsLine(attemptId)]);
  });

  it("refund a ticket's try once", async () => {
    const { player, runId, ticketId } = await reportedTicket();
    const responses = await concurrently(COPIES, () =>
      call("/admin/refund/data/and/add/to/users", {
        token: admin.token,
        body: { id: ticketId, text: "refund", ex_seconds: "" },
      }),
    );
    expect(statusTally(responses)).toEqual({ 200: COPIES });
    await expectLedgerOf(player.userId, [
      ...runStartLines(runId),
      { account: "tries", amount: 1, reference: ledgerReference.ticketRefund(ticketId) },
    ]);
  });

  it("credit a like's free try once", async () => {
    const reviewId = await reviewToLike();
    const fan = await signInPlayer();
    const responses = await concurrently(COPIES, () =>
      call("/api/make/like/review/count", {
        token: fan.token,
        body: { l_id: reviewId, email: fan.email },
      }),
    );
    expect(statusTally(responses)).toEqual({
      200: ACCOUNT_WRITES_PER_MINUTE,
      429: COPIES - ACCOUNT_WRITES_PER_MINUTE,
    });
    expect(responses.filter((r) => r.json.Status === "OK")).toHaveLength(1);
    await expectLedgerOf(fan.userId, [
      {
        account: "tries",
        amount: 1,
        reference: ledgerReference.reviewLike(await readPersonKey(db(), fan.userId)),
      },
    ]);
  });

  it("claim a won coupon into bonus money once", async () => {
    const run = await perfectRun();
    const responses = await concurrently(COPIES, () =>
      call("/api/claim/cupon", { token: run.player.token, body: { id: run.couponId } }),
    );
    expect(statusTally(responses)).toEqual({
      200: 1,
      409: ACCOUNT_WRITES_PER_MINUTE - 1,
      429: COPIES - ACCOUNT_WRITES_PER_MINUTE,
    });
    await expectLedgerOf(run.player.userId, [
      ...run.lines,
      {
        account: "bonus",
        amount: DEFAULT_RUN_SETTINGS.couponValuePaise,
        reference: ledgerReference.couponClaim(run.couponId),
      },
    ]);
  });

  it("claim a trial win into one payout request and credit the winnings once", async () => {
    const { device, rewardId, claimant } = await wonTrial(admin.token, 40);
    const responses = await concurrently(COPIES, () => claimTrial(claimant, device));
    // Saving the payout details was the claimant's first write of the minute.
    expect(statusTally(responses)).toEqual({
      200: ACCOUNT_WRITES_PER_MINUTE - 1,
      429: COPIES - ACCOUNT_WRITES_PER_MINUTE + 1,
    });
    const payoutIds = new Set(
      responses.filter((r) => r.status === 200).map((r) => r.json.payoutId),
    );
    expect(payoutIds.size).toBe(1);
    await expectLedgerOf(claimant.userId, [
      { account: "winnings", amount: 4000, reference: ledgerReference.trialWin(rewardId) },
    ]);
  });

  it("approve a claim request without moving stars, then reject it and give them back once", async () => {
    const run = await perfectRun();
    const requestId = await pendingClaimRequest(admin.token, run.player);
    const decide = (body: object) =>
      concurrently(COPIES, () =>
        call(`/admin/requests/${requestId}`, { token: admin.token, body }),
      );
    const bought: LedgerLine[] = [
      ...run.lines,
      { account: "stars", amount: -1, reference: expect.stringMatching(/^cart-item:/) },
    ];
    expect(statusTally(await decide({ action: "approve" }))).toEqual({ 200: COPIES });
    await expectLedgerOf(run.player.userId, bought);

    const rejections = await decide({ action: "reject", reason: "Out of stock" });
    expect(statusTally(rejections)).toEqual({ 200: COPIES });
    await expectLedgerOf(run.player.userId, [
      ...bought,
      { account: "stars", amount: 1, reference: ledgerReference.claimRefund(requestId) },
    ]);
  });

  it("settle a deposit once when the provider delivers its webhook again and again", async () => {
    const player = await signInPlayer();
    const { paymentId, orderId } = await startedDeposit(player, 50);
    const responses = await concurrently(COPIES, await settledWebhook(orderId, 5000));
    expect(statusTally(responses)).toEqual({ 200: COPIES });
    await expectLedgerOf(player.userId, [
      { account: "cash", amount: 5000, reference: ledgerReference.deposit(paymentId) },
      {
        account: "bonus",
        amount: 1000,
        reference: ledgerReference.firstDepositBonus(await readPersonKey(db(), player.userId)),
      },
    ]);
  });

  it("sell one try when the balance pays for one", async () => {
    const player = await signInPlayer();
    const paymentId = await settledDeposit(player, DEFAULT_RUN_SETTINGS.tryPricePaise / 100);
    const responses = await concurrently(COPIES, () =>
      call("/api/tries/buy", { method: "POST", token: player.token }),
    );
    // Confirming age and place and starting the deposit were the player's first writes of
    // the minute.
    expect(statusTally(responses)).toEqual({
      200: 1,
      409: ACCOUNT_WRITES_PER_MINUTE - 3,
      429: COPIES - ACCOUNT_WRITES_PER_MINUTE + 2,
    });
    await expectLedgerOf(player.userId, [
      { account: "cash", amount: 1000, reference: ledgerReference.deposit(paymentId) },
      {
        account: "cash",
        amount: -1000,
        reference: expect.stringMatching(/^try-purchase-payment:/),
      },
      { account: "tries", amount: 1, reference: expect.stringMatching(/^try-purchase:/) },
    ]);
  });
});
