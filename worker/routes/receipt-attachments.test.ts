// Proves where else a receipt travels: the Bank's history row for an answer's
// coins carries that attempt's receipt (linked by the ledger reference
// `answer-coins:{attemptId}`) and other rows none; a ticket may attach its attempt's
// receipt, which the admins' queue shows as sent, even when changed (the admin's screen
// verifies it); a ticket without one is unchanged; a receipt of another question or one
// that is no JWS is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { jsonToBase64Url } from "../../contract/encoding";
import { claimedPayload } from "../../contract/receipts";
import { ledgerReference } from "../domain/ledger";
import {
  addQuestions,
  answerOpenQuestion,
  call,
  type Player,
  signInAdmin,
  signInPlayer,
} from "../test/harness";

beforeAll(async () => {
  await addQuestions(6);
});

/** Answers the open question (starting a run if none) with `choice` (b is right). */
async function answered(player: Player, choice: "b" | "c") {
  const { attemptId, reply } = await answerOpenQuestion(player, choice);
  return { attemptId, receipt: reply.receipt as string };
}

const report = (player: Player, body: Record<string, unknown>) =>
  call("/api/tickets", { token: player.token, body: { msg: "Timer Problem", ...body } });

async function queuedTicket(ticketId: string) {
  const admin = await signInAdmin();
  const { json } = await call("/admin/get/all/tickets/data/admin", { token: admin.token });
  return (json.data as { _id: string; receipt: string | null }[]).find((t) => t._id === ticketId);
}

describe("the Bank's history", () => {
  it("shows an answer's coins with that answer's receipt, and no receipt elsewhere", async () => {
    const player = await signInPlayer();
    const { attemptId, receipt } = await answered(player, "b");
    const { json } = await call("/api/account/history", { token: player.token });
    const entries = json.entries as { kind: string; receipt?: string }[];
    const coins = entries.filter((entry) => entry.kind === "answer-coins");
    expect(coins).toEqual([expect.objectContaining({ receipt })]);
    expect(claimedPayload(receipt)?.attemptId).toBe(attemptId);
    expect(ledgerReference.answerCoins(attemptId)).toBe(`answer-coins:${attemptId}`);
    expect(entries.filter((entry) => "receipt" in entry)).toHaveLength(1);
  });
});

describe("a ticket's receipt", () => {
  it("is kept as attached and shown in the admins' queue", async () => {
    const player = await signInPlayer();
    const { attemptId, receipt } = await answered(player, "c");
    const { status, json } = await report(player, { id: attemptId, receipt });
    expect(status).toBe(201);
    expect((await queuedTicket(json.id as string))?.receipt).toBe(receipt);
  });

  it("is kept even when changed, for the admin's screen to show as tampered", async () => {
    const player = await signInPlayer();
    const { attemptId, receipt } = await answered(player, "c");
    const [header, , signature] = receipt.split(".");
    const claimed = { ...claimedPayload(receipt)!, outcome: "correct", coins: 10 };
    const changed = `${header}.${jsonToBase64Url(claimed)}.${signature}`;
    const { json } = await report(player, { id: attemptId, receipt: changed });
    expect((await queuedTicket(json.id as string))?.receipt).toBe(changed);
  });

  it("is optional: a ticket without one has none", async () => {
    const player = await signInPlayer();
    const { attemptId } = await answered(player, "c");
    const { status, json } = await report(player, { id: attemptId, exp_sec: 5 });
    expect(status).toBe(201);
    expect((await queuedTicket(json.id as string))?.receipt).toBeNull();
  });

  it("refuses another question's receipt and text that is no receipt", async () => {
    const player = await signInPlayer();
    const first = await answered(player, "b");
    const second = await answered(player, "c");
    const wrongOne = await report(player, { id: second.attemptId, receipt: first.receipt });
    expect(wrongOne.status).toBe(400);
    expect(wrongOne.json).toMatchObject({
      message: "That receipt is not this question's",
      fields: [{ path: "receipt" }],
    });
    const notJws = await report(player, { id: second.attemptId, receipt: "hello" });
    expect(notJws.status).toBe(400);
    expect((await report(player, { id: second.attemptId })).status).toBe(201);
  });
});
