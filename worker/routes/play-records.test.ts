// Proves what the play loop writes to D1 and when: serving a question writes nothing,
// each closed question is one record with the server's clock and counts once, the run
// row holds its final progress when the run ends, a closing that a restart interrupted is
// recorded afterwards exactly once, and the per-player pace limit answers 429.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readLiveQuestion } from "../data/questions/question-bank";
import { attempts, runs, seenQuestions } from "../db/schema/play";
import { type AttemptClosing, receiptFactsOf } from "../domain/live-run";
import {
  addQuestions,
  db,
  fetchQuestion,
  sendAnswer,
  signInPlayer,
  startRun,
} from "../test/harness";
import { playerRunOf, playerWithQuestion, storedRun } from "../test/play-fixtures";

beforeAll(async () => {
  await addQuestions(12);
});

const attemptRow = async (id: string) =>
  (await db().select().from(attempts).where(eq(attempts.id, id)))[0];
/** The counts as an admin reads them: folded counters plus attempts not folded yet. */
const questionCounts = async (id: string) => {
  const question = await readLiveQuestion(db(), id);
  return question && { served: question.timesServed, answered: question.timesAnswered };
};

/** A player holding a question, with the run and open attempt their PlayerRun object stores. */
async function playerWithStoredAttempt() {
  const { player, attemptId } = await playerWithQuestion();
  const run = await storedRun(player);
  return { player, id: attemptId, run, attempt: run.attempt! };
}

describe("one D1 batch per question", () => {
  it("serves a question without writing it, and records it once when answered", async () => {
    const { player, id, attempt } = await playerWithStoredAttempt();
    expect(await attemptRow(id)).toBeUndefined();
    const before = await questionCounts(attempt.questionId);

    const { json } = await sendAnswer(player, id, attempt.correct);
    expect(json.Status).toBe("OK");
    expect(await attemptRow(id)).toMatchObject({
      outcome: "correct",
      answer: attempt.correct,
      issuedAt: attempt.issuedAt,
      deadlineAt: attempt.issuedAt + attempt.allowedSeconds * 1000,
      answeredAt: expect.any(Number),
    });
    expect(await questionCounts(attempt.questionId)).toEqual({
      served: before!.served + 1,
      answered: before!.answered + 1,
    });
    const seen = await db()
      .select()
      .from(seenQuestions)
      .where(eq(seenQuestions.playerId, player.userId));
    expect(seen.map((row) => row.questionId)).toEqual([attempt.questionId]);
  });

  it("queues the next question with the answer, never one already in the run", async () => {
    const { player, id, attempt } = await playerWithStoredAttempt();
    await sendAnswer(player, id, attempt.correct);
    const { queued } = await storedRun(player);
    expect(queued?.question.id).toEqual(expect.any(String));
    expect(queued?.question.id).not.toBe(attempt.questionId);
    const next = await fetchQuestion(player);
    expect((next.json.data as { Question: string }).Question).toBe(queued?.question.text);
  });

  it("keeps the run row active until the run ends, then writes its final progress", async () => {
    const { player, id, attempt, run } = await playerWithStoredAttempt();
    await sendAnswer(player, id, attempt.correct);
    const row = async () => (await db().select().from(runs).where(eq(runs.id, run.id)))[0];
    expect(await row()).toMatchObject({ status: "active", correctCount: 0, endedAt: null });

    const second = await fetchQuestion(player);
    const wrong = attempt.correct === "a" ? "b" : "a";
    const secondAttempt = (await storedRun(player)).attempt!;
    await sendAnswer(player, (second.json.data as { _id: string })._id, wrong);
    expect(secondAttempt.correct).not.toBe(wrong);
    expect(await row()).toMatchObject({
      status: "lost",
      correctCount: 1,
      endedAt: expect.any(Number),
    });
  });

  it("records a closing that a restart interrupted on the next call, exactly once", async () => {
    const { player, id, attempt, run } = await playerWithStoredAttempt();
    const before = await questionCounts(attempt.questionId);
    // As if the object judged the answer and then died before its D1 batch landed.
    const unrecorded: AttemptClosing = {
      attempt: {
        id,
        runId: run.id,
        playerId: player.userId,
        questionId: attempt.questionId,
        position: attempt.position,
        issuedAt: attempt.issuedAt,
        allowedSeconds: attempt.allowedSeconds,
        clockStartedAt: attempt.issuedAt,
        deadlineAt: attempt.issuedAt + attempt.allowedSeconds * 1000,
        outcome: "correct",
        answer: attempt.correct,
        answeredAt: attempt.issuedAt + 1000,
      },
      runEnd: null,
      coins: 7,
      coupon: null,
      receiptFacts: receiptFactsOf(attempt, attempt.issuedAt + 1000),
    };
    await runInDurableObject(playerRunOf(player), (_instance, state) => {
      state.storage.kv.put("run", { ...run, attempt: null, queued: null, nextPosition: 1 });
      state.storage.kv.put("unrecorded-closing", unrecorded);
    });
    await evictDurableObject(playerRunOf(player));

    const next = await fetchQuestion(player);
    expect(next.json.Status).toBe("OK");
    expect(await attemptRow(id)).toMatchObject({
      outcome: "correct",
      answeredAt: attempt.issuedAt + 1000,
    });
    await fetchQuestion(player);
    expect(await questionCounts(attempt.questionId)).toEqual({
      served: before!.served + 1,
      answered: before!.answered + 1,
    });
    const coinEntries = await env.DB.prepare(
      "select amount from ledger_entries where holder_id = ? and account = 'coins'",
    )
      .bind(player.userId)
      .all();
    expect(coinEntries.results).toEqual([{ amount: 7 }]);
  });
});

describe("the pace limit", () => {
  it("answers 429 with Retry-After once a player passes 120 play actions a minute", async () => {
    const player = await signInPlayer();
    await startRun(player);
    // Starting was action 1. Answers to no open question still count: pacing comes first.
    const statuses: number[] = [];
    for (let i = 0; i < 119; i++) statuses.push((await sendAnswer(player, "none", "a")).status);
    expect(new Set(statuses)).toEqual(new Set([409]));
    const limited = await sendAnswer(player, "none", "a");
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("rate_limited");
    expect(Number(limited.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await startRun(player)).status).toBe(429);
  });
});
