import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { trialAttempts } from "../../db/schema/money";
import { newId } from "../../ids";
import { SANDBOX_SIGNATURE_HEADER } from "../../payments/sandbox";
import { checkout } from "../delivery-fixtures";
import {
  addQuestions,
  call,
  db,
  ensureEligible,
  type Player,
  sandbox,
  savePlayerDetails,
  signInPlayer,
  uniqueUpi,
} from "../harness";
import { playerWithQuestion } from "../play-fixtures";
import { answerQuestion } from "./race-play";

/**
 * Brings each money movement to the moment it can be raced, through the calls a player,
 * an admin or the payment provider makes. Questions added by the suites answer "b".
 */

/** A run lost on a wrong answer and reported: one ticket an admin may refund. */
export async function reportedTicket() {
  const { player, runId, attemptId } = await playerWithQuestion();
  expect((await answerQuestion(player, attemptId, "c")).json.Status).toBe("WRONG");
  const report = await call("/api/tickets", {
    token: player.token,
    body: { id: attemptId, msg: "Timer Problem", exp_sec: 10 },
  });
  expect(report.status).toBe(201);
  return { player, runId, ticketId: report.json.id as string };
}

/** Another player's review, ready to be liked. */
export async function reviewToLike() {
  const author = await signInPlayer();
  const posted = await call("/api/get/new/post/from/comment", {
    token: author.token,
    body: { text: "Fair and fast", stars: 5 },
  });
  return posted.json.to as string;
}

/**
 * A visitor's device that won a prize, answering from an address of its own, after a
 * prize of `rupees` was added: the win draws the pool's oldest, which is that one unless
 * the pool held others.
 */
export async function wonDevice(adminToken: string, rupees: number) {
  await addQuestions(1, { trial: true });
  await call("/admin/add/singel/rewards", { token: adminToken, body: { data: rupees } });
  const device = `race-device-${newId()}`;
  const trial = await call(`/api/get/singel/qst/${device}`);
  const qno = (trial.json.data as { qno: string }).qno;
  const won = await call("/api/get/singel/qst/ans", { body: { ip: device, qno, ans: "b" } });
  expect(won.json.Status).toBe("CORRECT");
  const [row] = await db().select().from(trialAttempts).where(eq(trialAttempts.deviceId, device));
  return { device, rewardId: row?.rewardId as string, rupee: won.json.rupee as number };
}

/** A device that won `rupees`, and a player with UPI details no one else has, to claim it. */
export async function wonTrial(adminToken: string, rupees: number) {
  const won = await wonDevice(adminToken, rupees);
  expect(won.rupee).toBe(rupees);
  const claimant = await signInPlayer();
  await savePlayerDetails(claimant, uniqueUpi("racer"));
  return { ...won, claimant };
}

/** A one-star prize bought and checked out: one pending claim request. */
export async function pendingClaimRequest(adminToken: string, player: Player) {
  const prize = await call("/admin/catalogue/prizes", {
    token: adminToken,
    body: {
      name: `Race prize ${newId()}`,
      starPrice: 1,
      costPaise: 100,
      stock: 1,
      imageUrl: "/images/prize.svg",
    },
  });
  await call("/api/cart/add", { token: player.token, body: { id: prize.json.id } });
  await checkout(player);
  const queue = await call("/admin/requests?status=pending", { token: adminToken });
  const request = (queue.json.data as { id: string; player: { id: string } }[]).find(
    (r) => r.player.id === player.userId,
  );
  if (!request) throw new Error("the checkout made no claim request");
  return request.id;
}

/**
 * A deposit the player started; the provider has not called back yet. A player who has
 * not confirmed their age and place does so first, once, as /payment asks them to.
 */
export async function startedDeposit(player: Player, rupees: number) {
  await ensureEligible(player);
  const { json, status } = await call("/api/payments/deposit", {
    token: player.token,
    body: { amount: rupees },
  });
  expect(status).toBe(201);
  const orderId = (json.checkoutUrl as string).split("/").pop() as string;
  return { paymentId: json.paymentId as string, orderId };
}

/** The provider's signed "settled" delivery for an order, as a function to send it again. */
export async function settledWebhook(orderId: string, amountPaise: number) {
  const event = await sandbox.signedEvent({
    orderId,
    paymentId: `pay_${orderId}`,
    outcome: "settled",
    amountPaise,
  });
  return () =>
    call("/api/payments/webhook", {
      rawBody: event.body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: event.signature },
    });
}

/** A deposit the provider has settled: cash to spend, and no bonus below ₹20. */
export async function settledDeposit(player: Player, rupees: number) {
  const { paymentId, orderId } = await startedDeposit(player, rupees);
  const deliver = await settledWebhook(orderId, rupees * 100);
  expect((await deliver()).status).toBe(200);
  return paymentId;
}
