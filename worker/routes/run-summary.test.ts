// Proves the run summary (`GET /api/runs/{runId}`): a run read back from D1 as
// it was recorded, for a perfect run (score, coins from the ledger, stars, the coupon it
// won, each question with its category's name), a lost run and a run still going (whose
// open question is not listed); another player's run and an unknown id are both 404, and
// no session is 401. What the summary screen does with it is in web/features/play.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunSummaryResponse } from "../../contract/play";
import { languages } from "../db/schema/questions";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { addQuestions, call, db, type Player, setRunSettings, signInPlayer } from "../test/harness";

const QUESTIONS_PER_RUN = 3;

beforeAll(async () => {
  await addQuestions(8);
  // The category a player reads is the language's name, never its code ("Category: en").
  await db().update(languages).set({ name: "English" }).where(eq(languages.id, "en"));
  await setRunSettings({ questionsPerRun: QUESTIONS_PER_RUN, couponEvery: 2 });
});

async function startRun(player: Player) {
  const { json } = await call("/api/run/start", { method: "POST", token: player.token });
  return json.runId as string;
}

/** Answers the run's open question (`addQuestions` makes b right). */
async function answerNext(player: Player, choice: "a" | "b") {
  const served = await call(`/api/get/question/no/by/user/name/${player.userId}`, {
    token: player.token,
  });
  const id = (served.json.data as { _id: string })._id;
  const reply = await call("/api/verify/answer/question/number", {
    token: player.token,
    body: { answer: choice, user: player.userId, id },
  });
  return { id, status: reply.json.Status as string };
}

const summaryOf = (player: Player, runId: string) =>
  call(`/api/runs/${runId}`, { token: player.token });

describe("the run summary", () => {
  it("reads a perfect run back with its score, coins, stars, coupon and categories", async () => {
    const player = await signInPlayer();
    const runId = await startRun(player);
    const answered = [];
    for (let i = 0; i < QUESTIONS_PER_RUN; i++) answered.push(await answerNext(player, "b"));
    expect(answered.at(-1)?.status).toBe("STARS");

    const { status, json } = await summaryOf(player, runId);
    expect(status).toBe(200);
    const { data } = json as RunSummaryResponse;
    expect(data).toMatchObject({
      runId,
      status: "won",
      questionsInRun: QUESTIONS_PER_RUN,
      correct: QUESTIONS_PER_RUN,
      coins: QUESTIONS_PER_RUN * DEFAULT_RUN_SETTINGS.coinsPerCorrect,
      coupons: [
        {
          id: `cpn-${answered[1]?.id}`,
          rupee: DEFAULT_RUN_SETTINGS.couponValuePaise / 100,
          claimed: false,
        },
      ],
    });
    expect(data.stars).toBeGreaterThanOrEqual(1);
    expect(data.questions.map((q) => [q.attemptId, q.index, q.outcome, q.category])).toEqual(
      answered.map((a, index) => [a.id, index, "correct", "English"]),
    );
    expect(data.questions[0]?.question).toMatch(/^Test question \d+\?$/);
  });

  it("reads a lost run back with the question that ended it", async () => {
    const player = await signInPlayer();
    const runId = await startRun(player);
    await answerNext(player, "b");
    expect((await answerNext(player, "a")).status).toBe("WRONG");

    const { data } = (await summaryOf(player, runId)).json as RunSummaryResponse;
    expect(data).toMatchObject({
      status: "lost",
      correct: 1,
      coins: DEFAULT_RUN_SETTINGS.coinsPerCorrect,
      stars: 0,
      coupons: [],
    });
    expect(data.questions.map((q) => [q.outcome, q.chosen, q.correct])).toEqual([
      ["correct", "b", "b"],
      ["wrong", "a", "b"],
    ]);
    expect(data.questions[1]?.options).toMatchObject({ a: expect.stringMatching(/^Alpha /) });
  });

  it("lists only the closed questions of a run still going", async () => {
    const player = await signInPlayer();
    const runId = await startRun(player);
    await answerNext(player, "b");
    // The next question is now open on the server.
    await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token });

    const { data } = (await summaryOf(player, runId)).json as RunSummaryResponse;
    expect(data).toMatchObject({ status: "active", correct: 1, secondsUsed: 0 });
    expect(data.questions).toHaveLength(1);
  });

  it("answers 404 for another player's run and for an unknown one, 401 without a session", async () => {
    const owner = await signInPlayer();
    const runId = await startRun(owner);
    const other = await signInPlayer();

    const stolen = await summaryOf(other, runId);
    const unknown = await summaryOf(other, "no-such-run");
    expect(stolen.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(stolen.json).toEqual(unknown.json);
    expect((await call(`/api/runs/${runId}`)).status).toBe(401);
  });
});
