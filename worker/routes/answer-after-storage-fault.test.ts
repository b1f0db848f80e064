// Proves an answer whose closing D1 failed to confirm keeps its judgment (issue 35's
// chaos run found the bug): D1 may have committed the batch and lost only its reply, so
// the same answer sent again gets the verdict and receipt D1 holds, credited once, never
// a fresh judgment with another receipt; and a closing D1 refused outright is recorded
// by the next call instead of lost. The faults are the chaos run's own D1 wrapper.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { readReceiptOfPlayer } from "../data/play/receipts";
import { type D1Fault, setD1Fault } from "../db/d1-faults";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { addQuestions, db, type Player, sendAnswer } from "../test/harness";
import { playerWithQuestion } from "../test/play-fixtures";

beforeAll(async () => {
  await addQuestions(6);
});
afterEach(() => setD1Fault(null));

const coinsOf = async (p: Player) =>
  (await balancesOf(db(), { kind: "player", id: p.userId })).coins;

/** Every D1 batch (the closing is one) fails this way for a minute; reads go through. */
const failBatches = (kind: D1Fault["kind"]) =>
  setD1Fault({ share: 1, ms: 0, until: Date.now() + 60_000, seed: 35, kind, batchesOnly: true });

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("an answer whose closing D1 did not confirm", () => {
  it("after a timeout that committed, gets D1's verdict and receipt when sent again", async () => {
    const { player, question } = await playerWithQuestion();
    failBatches("timed-out");
    expect((await sendAnswer(player, question._id, "b")).status).toBe(503);
    setD1Fault(null);
    // Later by the clock: a fresh judgment would sign another answer time.
    await tick();
    const again = await sendAnswer(player, question._id, "b");
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ Status: "OK", ans: "b" });
    expect(again.json.receipt).toBe(await readReceiptOfPlayer(db(), question._id, player.userId));
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("after a refusal, is recorded as judged by the next call, once", async () => {
    const { player, question } = await playerWithQuestion();
    failBatches("refused");
    expect((await sendAnswer(player, question._id, "b")).status).toBe(503);
    setD1Fault(null);
    await tick();
    const again = await sendAnswer(player, question._id, "b");
    expect(again.json).toMatchObject({ Status: "OK", ans: "b" });
    expect(again.json.receipt).toBe(await readReceiptOfPlayer(db(), question._id, player.userId));
    expect(await coinsOf(player)).toBe(DEFAULT_RUN_SETTINGS.coinsPerCorrect);
  });

  it("keeps its judgment: another choice sent after the failure is refused", async () => {
    const { player, question } = await playerWithQuestion();
    failBatches("timed-out");
    await sendAnswer(player, question._id, "b");
    setD1Fault(null);
    expect((await sendAnswer(player, question._id, "c")).status).toBe(409);
    expect((await sendAnswer(player, question._id, "b")).json).toMatchObject({ Status: "OK" });
  });
});
