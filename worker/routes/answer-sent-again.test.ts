// Proves decision 027 on the answer route, in workerd: the same answer sent again (its
// reply lost on the way) gets the verdict, coins and receipt of its first reply, after
// its run moved on or ended and after the PlayerRun object restarts, while the ledger
// credits its coins once; a different choice for the judged question is still refused.
// The deadline passing before the answer is sent again is in
// worker/test/security/deadlines.test.ts; 100 copies at once in races.test.ts.
import { evictDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { addQuestions, db, fetchQuestion, type Player, sendAnswer } from "../test/harness";
import { playerRunOf, playerWithQuestion } from "../test/play-fixtures";

beforeAll(async () => {
  await addQuestions(12);
});

const coinsOf = async (p: Player) =>
  (await balancesOf(db(), { kind: "player", id: p.userId })).coins;

describe("an answer sent again", () => {
  it("gets its first reply's verdict and receipt, and its coins are credited once", async () => {
    const { player, question } = await playerWithQuestion();
    const first = await sendAnswer(player, question._id, "b");
    expect(first.json).toMatchObject({ Status: "OK", ans: "b", receipt: expect.any(String) });
    const again = await sendAnswer(player, question._id, "b");
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("gets its verdict while the run's next question is open, which stays open", async () => {
    const { player, question } = await playerWithQuestion();
    const first = await sendAnswer(player, question._id, "b");
    const next = (await fetchQuestion(player)).json.data as { _id: string };
    expect((await sendAnswer(player, question._id, "b")).json).toEqual(first.json);
    expect((await fetchQuestion(player)).json.data).toMatchObject({ _id: next._id });
    expect((await sendAnswer(player, next._id, "b")).json).toMatchObject({ Status: "OK" });
    expect(await coinsOf(player)).toBe(2 * DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("gets its WRONG verdict after that answer ended the run", async () => {
    const { player, question } = await playerWithQuestion();
    const first = await sendAnswer(player, question._id, "a");
    expect(first.json).toMatchObject({ Status: "WRONG", ans: "b" });
    expect((await sendAnswer(player, question._id, "a")).json).toEqual(first.json);
    expect(await coinsOf(player)).toBe(0);
  });

  it("gets its verdict after the PlayerRun object restarts", async () => {
    const { player, question } = await playerWithQuestion();
    const first = await sendAnswer(player, question._id, "b");
    await evictDurableObject(playerRunOf(player));
    expect((await sendAnswer(player, question._id, "b")).json).toEqual(first.json);
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("with a different choice is refused with 409", async () => {
    const { player, question } = await playerWithQuestion();
    await sendAnswer(player, question._id, "b");
    const other = await sendAnswer(player, question._id, "c");
    expect(other.status).toBe(409);
    expect(other.json).toEqual({
      error: "conflict",
      message: "This question is already closed",
    });
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("20 times at once is judged once: every copy gets the one verdict and receipt", async () => {
    const { player, question } = await playerWithQuestion();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sendAnswer(player, question._id, "b")),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.json))).size).toBe(1);
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });
});
