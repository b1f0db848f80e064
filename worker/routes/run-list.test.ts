// Proves the player's runs list (`GET /api/runs`): the caller's own runs only,
// newest first, 20 a page with the total, each with its start, questions answered,
// result, coins from the ledger and how its try was paid (today's free try or one from
// the balance, and whether a refunded report gave it back); a bad page is a 400, no
// session a 401, and another player's run opens for nobody else. The summary each row
// opens says, per question, whether it was reported and what a report could not get back.
import { beforeAll, describe, expect, it } from "vitest";
import type { RunListItem, RunSummaryResponse, RunsResponse } from "../../contract/play";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import {
  addQuestions,
  call,
  fetchQuestion,
  grant,
  type Player,
  sendAnswer,
  setRunSettings,
  signInAdmin,
  signInPlayer,
  startRun,
} from "../test/harness";

const QUESTIONS_PER_RUN = 3;

beforeAll(async () => {
  await addQuestions(6);
  await setRunSettings({ questionsPerRun: QUESTIONS_PER_RUN });
});

const runsOf = async (player: Player, query = "") => {
  const { status, json } = await call(`/api/runs${query}`, { token: player.token });
  expect(status).toBe(200);
  return json as unknown as RunsResponse;
};

/** A run that answers `rightAnswers` questions right (`addQuestions` makes b right), then one wrong. */
async function playRun(player: Player, rightAnswers: number) {
  const runId = (await startRun(player)).json.runId as string;
  const attempts: string[] = [];
  for (let i = 0; i <= rightAnswers && i < QUESTIONS_PER_RUN; i++) {
    const id = ((await fetchQuestion(player)).json.data as { _id: string })._id;
    attempts.push(id);
    await sendAnswer(player, id, i < rightAnswers ? "b" : "a");
  }
  return { runId, attempts };
}

describe("the runs list", () => {
  it("lists the caller's runs newest first with what each came to and how its try was paid", async () => {
    const player = await signInPlayer();
    await grant(player, "tries", 1);
    const first = await playRun(player, 1);
    const second = await playRun(player, QUESTIONS_PER_RUN);

    const { runs, total, page, pageSize } = await runsOf(player);
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 20 });
    const coins = DEFAULT_RUN_SETTINGS.coinsPerCorrect;
    expect(runs).toEqual([
      {
        runId: second.runId,
        status: "won",
        startedAt: expect.any(Number),
        endedAt: expect.any(Number),
        questionsInRun: QUESTIONS_PER_RUN,
        answered: QUESTIONS_PER_RUN,
        correct: QUESTIONS_PER_RUN,
        coins: QUESTIONS_PER_RUN * coins,
        stars: expect.any(Number),
        paidWith: "tries",
        refunded: false,
      },
      {
        runId: first.runId,
        status: "lost",
        startedAt: expect.any(Number),
        endedAt: expect.any(Number),
        questionsInRun: QUESTIONS_PER_RUN,
        answered: 2,
        correct: 1,
        coins,
        stars: null,
        paidWith: "daily",
        refunded: false,
      },
    ] satisfies RunListItem[]);
  });

  it("holds only the caller's own runs, and another player's run opens for nobody else", async () => {
    const owner = await signInPlayer();
    const { runId } = await playRun(owner, 0);
    const other = await signInPlayer();

    expect(await runsOf(other)).toEqual({ runs: [], total: 0, page: 1, pageSize: 20 });
    expect((await call(`/api/runs/${runId}`, { token: other.token })).status).toBe(404);
    expect((await runsOf(owner)).runs.map((run) => run.runId)).toEqual([runId]);
  });

  it("pages 20 at a time, newest first, with no run on two pages", async () => {
    const player = await signInPlayer();
    await grant(player, "tries", 21);
    const started: string[] = [];
    for (let i = 0; i < 22; i++) started.push((await playRun(player, 0)).runId);

    const one = await runsOf(player, "?page=1");
    const two = await runsOf(player, "?page=2");
    expect(one.total).toBe(22);
    expect(one.runs).toHaveLength(20);
    expect([...one.runs, ...two.runs].map((run) => run.runId)).toEqual(started.reverse());
    expect((await runsOf(player, "?page=3")).runs).toEqual([]);
  });

  it("refuses a page that is not a plain positive number, and a caller with no session", async () => {
    const player = await signInPlayer();
    for (const page of ["0", "-1", "1.5", "two", "1e3"]) {
      const { status, json } = await call(`/api/runs?page=${page}`, { token: player.token });
      expect(status).toBe(400);
      expect(json.fields).toEqual([expect.objectContaining({ path: "page" })]);
    }
    expect((await call("/api/runs")).status).toBe(401);
  });
});

describe("reports from a past run's summary", () => {
  it("says which questions were reported and what a report on each could not get back", async () => {
    const admin = await signInAdmin();
    const player = await signInPlayer();
    const { runId, attempts } = await playRun(player, 1);
    const [right, wrong] = attempts;
    const ticket = await call("/api/tickets", {
      token: player.token,
      body: { id: wrong, msg: "Timer Problem" },
    });
    expect(ticket.status).toBe(201);
    await call("/admin/refund/data/and/add/to/users", {
      token: admin.token,
      body: { id: ticket.json.id, text: "refund", ex_seconds: 0 },
    });

    const { data } = (await call(`/api/runs/${runId}`, { token: player.token }))
      .json as unknown as RunSummaryResponse;
    expect(data.questions.map((q) => [q.attemptId, q.reported])).toEqual([
      [right, null],
      [wrong, "refund"],
    ]);
    expect(data.questions[0]?.refundRefusals).toEqual({
      "Image Loading": "The question was answered correctly",
      "Timer Problem": "The question was answered correctly",
      "Wrong Answer Marked": "The question was answered correctly",
      "Question Unclear": "The question was answered correctly",
      Other: "The question was answered correctly",
    });
    expect(data.questions[1]?.refundRefusals).toEqual({
      "Image Loading": "The question was answered, so its image had loaded",
    });
    // A second report on the same question is refused; the run's try came back once.
    const again = await call("/api/tickets", {
      token: player.token,
      body: { id: wrong, msg: "Other" },
    });
    expect(again.status).toBe(409);
    expect((await runsOf(player)).runs[0]).toMatchObject({ runId, refunded: true });
  });
});
