// Proves the receipts on the play path, in workerd: every way an attempt closes
// (correct, wrong, late answer, timeout by alarm, learnt by a late answer, the next fetch
// or the receipt route itself, forfeit) gets a receipt that verifies against the published keys and
// states the attempt as D1 recorded it; the receipt is stored with the attempt and
// fetched again unchanged, or listed by run; racing answers yield one receipt; nothing a
// player receives before the close carries a receipt or any of its fields; and another
// player's receipts answer 404. Key handling, tampering and rotation are in
// worker/receipts/receipt-keys.test.ts. The clock is moved by rewriting the stored
// attempt, never by sleeping.
import { runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  questionHashOf,
  type ReceiptKeySet,
  type ReceiptPayload,
  verifyReceipt,
} from "../../contract/receipts";
import { attempts } from "../db/schema/play";
import { questions } from "../db/schema/questions";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { receiptPlayerTagOf } from "../identity/pseudonyms";
import {
  addQuestions,
  call,
  db,
  fetchQuestion,
  type Player,
  sendAnswer,
  signInPlayer,
  startRun,
} from "../test/harness";
import {
  expireOpenQuestion,
  playerRunOf,
  playerWithQuestion,
  type ServedQuestion,
} from "../test/play-fixtures";

beforeAll(async () => {
  await addQuestions(12);
});

const receiptOf = (p: Player, attemptId: string) =>
  call(`/api/receipts/${attemptId}`, { token: p.token });
const forfeit = (p: Player) =>
  call(`/api/delete/by/user/id/for/valid/data/${p.userId}`, { method: "DELETE", token: p.token });

let published: ReceiptKeySet;
async function keys() {
  published ??= (await call("/.well-known/quizzy-receipts.json")).json as ReceiptKeySet;
  return published;
}

/** The receipt's payload, having checked it is genuine. */
async function verified(receipt: unknown): Promise<ReceiptPayload> {
  expect(receipt).toEqual(expect.any(String));
  const check = await verifyReceipt(receipt as string, await keys());
  if (check.verdict !== "valid") throw new Error(`receipt is ${check.verdict}`);
  return check.payload;
}

/** What every receipt of `question` says, whatever its outcome. */
async function describesQuestion(
  payload: ReceiptPayload,
  player: Player,
  question: ServedQuestion,
) {
  const [row] = await db().select().from(attempts).where(eq(attempts.id, question._id));
  const [bank] = await db().select().from(questions).where(eq(questions.id, row!.questionId));
  expect(payload).toMatchObject({
    v: 1,
    attemptId: question._id,
    runId: row!.runId,
    index: row!.position,
    player: await receiptPlayerTagOf(player.userId),
    questionId: row!.questionId,
    questionHash: await questionHashOf({
      text: question.Question,
      options: [question.a, question.b, question.c, question.d],
      correct: bank!.answer as "b",
    }),
    servedAt: row!.issuedAt,
    deadlineAt: row!.deadlineAt,
    answeredAt: row!.answeredAt,
    correct: "b",
  });
  expect(payload.player).not.toContain(player.email);
  expect(row!.receipt).toEqual(expect.any(String));
  return row!;
}

describe("a receipt for every outcome", () => {
  it("signs a right answer: its reply carries the receipt beside ans, as stored", async () => {
    const { player, question } = await playerWithQuestion();
    const { json } = await sendAnswer(player, question._id, "b");
    expect(json).toMatchObject({ Status: "OK", ans: "b" });
    const payload = await verified(json.receipt);
    const row = await describesQuestion(payload, player, question);
    expect(payload).toMatchObject({
      choice: "b",
      outcome: "correct",
      coins: DEFAULT_RUN_SETTINGS.coinsPerCorrect,
      issuedAt: row.answeredAt,
    });
    expect(row.receipt).toBe(json.receipt);
    expect((await receiptOf(player, question._id)).json).toEqual({
      Status: "OK",
      receipt: json.receipt,
    });
  });

  it("signs a wrong answer with the player's choice, the right option and no coins", async () => {
    const { player, question } = await playerWithQuestion();
    const { json } = await sendAnswer(player, question._id, "c");
    expect(json.Status).toBe("WRONG");
    const payload = await verified(json.receipt);
    await describesQuestion(payload, player, question);
    expect(payload).toMatchObject({ choice: "c", correct: "b", outcome: "wrong", coins: 0 });
    expect(payload.answeredAt).toBeLessThanOrEqual(payload.deadlineAt);
  });

  it("signs an answer that came too late as a timeout with no choice", async () => {
    const { player, question } = await playerWithQuestion();
    await expireOpenQuestion(player);
    const { json } = await sendAnswer(player, question._id, "b");
    expect(json.Status).toBe("TIME_OUT");
    const payload = await verified(json.receipt);
    await describesQuestion(payload, player, question);
    expect(payload).toMatchObject({ choice: null, answeredAt: null, outcome: "timeout", coins: 0 });
  });

  it("signs a timeout the alarm closed, fetched by the next call that asks", async () => {
    const { player, question } = await playerWithQuestion();
    await expireOpenQuestion(player);
    expect(await runDurableObjectAlarm(playerRunOf(player))).toBe(true);
    const { json } = await receiptOf(player, question._id);
    const payload = await verified(json.receipt);
    await describesQuestion(payload, player, question);
    expect(payload).toMatchObject({ outcome: "timeout", choice: null, answeredAt: null });
  });

  it("gives a late answer to a question the alarm timed out its receipt with the refusal", async () => {
    const { player, question } = await playerWithQuestion();
    await expireOpenQuestion(player);
    expect(await runDurableObjectAlarm(playerRunOf(player))).toBe(true);
    const { status, json } = await sendAnswer(player, question._id, "b");
    expect(status).toBe(409);
    expect(json.message).toBe("Time ran out on that question");
    expect(await verified(json.receipt)).toMatchObject({
      attemptId: question._id,
      outcome: "timeout",
    });
  });

  it("gives a timeout's receipt to the question fetch that finds it out of time", async () => {
    const { player, question } = await playerWithQuestion();
    await expireOpenQuestion(player);
    const { json } = await fetchQuestion(player);
    expect(json).toMatchObject({ Status: "BAD", reason: "no_run" });
    const payload = await verified(json.receipt);
    expect(payload).toMatchObject({ attemptId: question._id, outcome: "timeout" });
    expect((await receiptOf(player, question._id)).json.receipt).toBe(json.receipt);
  });

  it("closes a timeout the alarm has not reached when its receipt is asked for", async () => {
    const { player, question } = await playerWithQuestion();
    await expireOpenQuestion(player);
    const { status, json } = await receiptOf(player, question._id);
    expect(status).toBe(200);
    expect(await verified(json.receipt)).toMatchObject({ outcome: "timeout" });
    expect((await fetchQuestion(player)).json).toMatchObject({ reason: "no_run" });
  });

  it("signs a forfeit: leaving /play answers with the open question's receipt", async () => {
    const { player, question } = await playerWithQuestion();
    const { json } = await forfeit(player);
    expect(json.Status).toBe("OK");
    const payload = await verified(json.receipt);
    await describesQuestion(payload, player, question);
    expect(payload).toMatchObject({ outcome: "forfeited", choice: null, answeredAt: null });
    expect((await receiptOf(player, question._id)).json.receipt).toBe(json.receipt);
  });

  it("lists every receipt of a run, in order, for its summary", async () => {
    const { player, runId, question } = await playerWithQuestion();
    const first = await sendAnswer(player, question._id, "b");
    const second = (await fetchQuestion(player)).json.data as ServedQuestion;
    const last = await sendAnswer(player, second._id, "a");
    const { json } = await call(`/api/runs/${runId}/receipts`, { token: player.token });
    expect(json).toEqual({
      data: [
        { attemptId: question._id, index: 0, outcome: "correct", receipt: first.json.receipt },
        { attemptId: second._id, index: 1, outcome: "wrong", receipt: last.json.receipt },
      ],
    });
  });
});

describe("before the close", () => {
  /** Every key of a receipt's payload, and the receipt itself. */
  const RECEIPT_FIELDS =
    /^(receipt|questionHash|deadlineAt|answeredAt|servedAt|issuedAt|choice|outcome|player|correct)$/;

  function receiptTraces(value: unknown, path = "$"): string[] {
    if (typeof value === "string") return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? [path] : [];
    if (!value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([key, child]) => [
      ...(RECEIPT_FIELDS.test(key) ? [`${path}.${key}`] : []),
      ...receiptTraces(child, `${path}.${key}`),
    ]);
  }

  it("carries no receipt and no field of one in anything the player gets while it is open", async () => {
    const player = await signInPlayer();
    const replies = [await startRun(player), await fetchQuestion(player)];
    const question = replies[1]!.json.data as ServedQuestion;
    replies.push(
      await call("/api/run/state", { token: player.token }),
      await call("/api/run/image-ready", { token: player.token, body: { id: question._id } }),
      await fetchQuestion(player),
      await receiptOf(player, question._id),
      await call(`/api/runs/${replies[0]!.json.runId}/receipts`, { token: player.token }),
      await sendAnswer(player, "not-the-open-one", "b"),
    );
    expect(replies.flatMap((reply, i) => receiptTraces(reply.json, `reply ${i}`))).toEqual([]);
    expect((await receiptOf(player, question._id)).status).toBe(409);
    const [row] = await db().select().from(attempts).where(eq(attempts.id, question._id));
    expect(row).toBeUndefined();
  });

  it("answers 409 for an open question's receipt and 404 for one that never was", async () => {
    const { player, question } = await playerWithQuestion();
    const open = await receiptOf(player, question._id);
    expect(open.status).toBe(409);
    expect(open.json).toEqual({
      error: "attempt_open",
      message: "This question is still open: its receipt comes when it closes",
    });
    expect((await receiptOf(player, "no-such-attempt")).status).toBe(404);
  });
});

describe("one receipt per attempt", () => {
  it("gives racing answers one verdict and one receipt", async () => {
    const { player, question } = await playerWithQuestion();
    const choices = ["a", "b", "c", "d", "b", "c"];
    const replies = await Promise.all(
      choices.map((choice) => sendAnswer(player, question._id, choice)),
    );
    const judged = replies.filter((reply) => reply.status === 200);
    const receipt = judged[0]!.json.receipt;
    // A copy of the judged choice gets its verdict again (decision 027); the others, 409.
    const { choice } = await verified(receipt);
    const copies = choices.filter((sent) => sent === choice).length;
    expect(judged.map((reply) => reply.json.receipt)).toEqual(Array(copies).fill(receipt));
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(choices.length - copies);
    const rows = await db().select().from(attempts).where(eq(attempts.id, question._id));
    expect(rows.map((row) => row.receipt)).toEqual([receipt]);
    expect((await receiptOf(player, question._id)).json.receipt).toBe(receipt);
  });
});

describe("another player's receipts", () => {
  it("answers 404 for another player's attempt, open or closed, and for their run", async () => {
    const { player: victim, runId, question } = await playerWithQuestion();
    const intruder = await signInPlayer();
    expect((await receiptOf(intruder, question._id)).status).toBe(404);
    await sendAnswer(victim, question._id, "b");
    const stolen = await receiptOf(intruder, question._id);
    expect(stolen.status).toBe(404);
    expect(stolen.text).not.toContain(".ey");
    expect((await call(`/api/runs/${runId}/receipts`, { token: intruder.token })).status).toBe(404);
    expect((await receiptOf(victim, question._id)).status).toBe(200);
  });

  it("needs a signed-in player", async () => {
    expect((await call("/api/receipts/some-attempt")).status).toBe(401);
    expect((await call("/api/runs/some-run/receipts")).status).toBe(401);
  });
});
