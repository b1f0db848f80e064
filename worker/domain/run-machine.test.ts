// Proves the run's rules as pure transitions, in plain Node: starting and continuing,
// serving with the server's time left (image wait, never more than 3 s whatever the
// run's grace setting; pause restart, refund seconds), the image report, and
// every outcome of an answer (OK, OKK with a coupon every Nth, STARS by time share,
// WRONG) with its record and rewards. The clock's edges, the alarm, forfeits and the pick
// after a closing are in run-clock.test.ts. Storage, D1 and concurrency are proved by
// the PlayerRun tests in workerd.
import { describe, expect, it } from "vitest";
import {
  ALLOWANCE,
  answered,
  bankQuestion,
  DEADLINE,
  IMAGE_GRACE,
  issued,
  newRun,
  OFF,
  ON,
  on,
  playRight,
  SECONDS,
  T0,
} from "../test/run-fixtures";
import type { LiveRun } from "./live-run";
import {
  alarmTimeOf,
  answerQuestion,
  openedRun,
  reportImage,
  serveQuestion,
  startOf,
  withPickedQuestion,
} from "./run-machine";

describe("starting a run", () => {
  it("continues the active run, even while the game is paused", () => {
    expect(startOf(newRun(), OFF)).toEqual({ kind: "started", runId: "run-1", continued: true });
  });

  it("opens no run while the game is paused, and opens one when it is on", () => {
    expect(startOf(undefined, OFF)).toEqual({ kind: "refused", reason: "game_off" });
    expect(startOf(undefined, ON)).toEqual({ kind: "open" });
  });

  it("opens with no progress and the first question queued", () => {
    expect(newRun()).toMatchObject({
      correctCount: 0,
      timeUsedMs: 0,
      timeAllowedMs: 0,
      nextPosition: 0,
      attempt: null,
      queued: { question: { id: "q-1" }, extraSeconds: 0 },
    });
  });

  // The refunded question's answer was shown when it closed: the seconds owed go to a fresh one.
  it("gives a refund's extra seconds to the run's first question, whichever it is", () => {
    const identity = newRun();
    const owedSeconds = { extraSeconds: 7 };
    const owed = openedRun(identity, { firstQuestion: bankQuestion(1) }, owedSeconds);
    const plain = openedRun(identity, { firstQuestion: bankQuestion(1) }, undefined);
    expect(owed.queued).toMatchObject({ question: { id: "q-1" }, extraSeconds: 7 });
    expect(plain.queued).toMatchObject({ question: { id: "q-1" }, extraSeconds: 0 });
    expect(openedRun(identity, { firstQuestion: null }, owedSeconds).queued).toBe(null);
  });
});

describe("serving a question", () => {
  it("says there is no run, and serves nothing while the game is paused", () => {
    expect(serveQuestion(undefined, ON, T0, "att-1").reply).toEqual({
      kind: "unavailable",
      reason: "no_run",
    });
    const run = newRun();
    expect(serveQuestion(run, OFF, T0, "att-1")).toEqual({
      kind: "unavailable",
      reply: { kind: "unavailable", reason: "game_off" },
    });
  });

  it("issues the queued question with its full time and without its answer", () => {
    const serving = serveQuestion(newRun(), ON, T0, "att-1");
    expect(serving).toMatchObject({ kind: "served", issued: true });
    expect(serving.reply).toEqual({
      kind: "served",
      question: {
        attemptId: "att-1",
        position: 0,
        text: "Question 1?",
        options: { a: "Alpha 1", b: "Bravo 1", c: "Charlie 1", d: "Delta 1" },
        imageUrl: "",
        allowedSeconds: SECONDS,
        remainingMs: SECONDS * 1000,
        clockRunning: true,
        clockStartsInMs: 0,
        language: "en",
        difficulty: "Easy",
        progress: { runId: "run-1", questionsInRun: 10, streak: 0, coinsSoFar: 0 },
      },
    });
    const run = issued(newRun());
    expect(run).toMatchObject({ nextPosition: 1, queued: null });
    expect(run.attempt).toMatchObject({ id: "att-1", issuedAt: T0, correct: "b", position: 0 });
  });

  it("serves the open question again with the server's time left, changing nothing", () => {
    const run = issued(newRun());
    const again = serveQuestion(run, ON, T0 + 5_000, "att-unused");
    expect(again).toMatchObject({ kind: "served", issued: false, run });
    expect(again.reply).toMatchObject({ question: { attemptId: "att-1", remainingMs: 15_000 } });
  });

  it("adds a refund's extra seconds to the question's time", () => {
    const run = newRun();
    const replay = { ...run, queued: { question: bankQuestion(1), extraSeconds: 10 } };
    const served = serveQuestion(replay, ON, T0, "att-1");
    expect(served.reply).toMatchObject({ question: { allowedSeconds: 30, remainingMs: 30_000 } });
  });

  it("holds an image question's clock until its image is reported, or the grace ends", () => {
    const run = issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" })));
    const at = (now: number) => serveQuestion(run, ON, now, "x").reply;
    expect(at(T0 + 1_000)).toMatchObject({
      question: {
        imageUrl: "/q.png",
        clockRunning: false,
        remainingMs: 20_000,
        clockStartsInMs: IMAGE_GRACE - 1_000,
      },
    });
    expect(at(T0 + IMAGE_GRACE + 5_000)).toMatchObject({
      question: { clockRunning: true, remainingMs: 15_000, clockStartsInMs: 0 },
    });
    const reported = reportImage(run, "att-1", T0 + 2_000).next!;
    const after = serveQuestion(reported, ON, T0 + 7_000, "x").reply;
    expect(after).toMatchObject({ question: { clockRunning: true, remainingMs: 15_000 } });
  });

  it("runs the clock 3 s after serving with the image blocked, whatever grace the run has", () => {
    // A run that started under a 15 s setting keeps it; the clock still waits 3 s at most.
    const run = issued(
      newRun({ imageGraceSeconds: 15 }, bankQuestion(1, { imageUrl: "/q.png", seconds: 15 })),
    );
    expect(serveQuestion(run, ON, T0, "x").reply).toMatchObject({
      question: { clockRunning: false, remainingMs: 15_000, clockStartsInMs: 3_000 },
    });
    // 12 s after serving a 15 s question has 6 s left, not 15.
    expect(serveQuestion(run, ON, T0 + 12_000, "x").reply).toMatchObject({
      question: { clockRunning: true, remainingMs: 6_000, clockStartsInMs: 0 },
    });
    expect(alarmTimeOf(run, ON)).toBe(T0 + 18_000 + ALLOWANCE + 1);
    const reported = reportImage(run, "att-1", T0 + 1_000).next!;
    expect(alarmTimeOf(reported, ON)).toBe(T0 + 16_000 + ALLOWANCE + 1);
  });

  it("restarts the clock of a question that was open across a pause", () => {
    const run = issued(newRun());
    const resumed = on(T0 + 60_000);
    expect(serveQuestion(run, resumed, T0 + 65_000, "x").reply).toMatchObject({
      question: { remainingMs: 15_000 },
    });
  });

  it("serves the question at its deadline plus the allowance, and times it out 1 ms later", () => {
    const run = issued(newRun());
    const atEdge = serveQuestion(run, ON, DEADLINE + ALLOWANCE, "x");
    expect(atEdge.reply).toMatchObject({ kind: "served", question: { remainingMs: 0 } });
    const late = serveQuestion(run, ON, DEADLINE + ALLOWANCE + 1, "x");
    expect(late.reply).toEqual({ kind: "unavailable", reason: "timed_out" });
    expect(late).toMatchObject({
      kind: "timed_out",
      closed: { next: undefined, closing: { attempt: { outcome: "timeout" } } },
    });
  });

  it("ends the run as forfeited, with its progress, when nothing is left to serve", () => {
    const run: LiveRun = { ...newRun(), queued: null, correctCount: 3, timeUsedMs: 9_000 };
    expect(serveQuestion(run, ON, T0, "att-1")).toEqual({
      kind: "exhausted",
      runId: "run-1",
      runEnd: { status: "forfeited", correctCount: 3, timeUsedMs: 9_000, stars: null },
      reply: { kind: "unavailable", reason: "no_questions" },
    });
  });
});

describe("the image report", () => {
  const run = issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" })));

  it("starts the clock on the first report only", () => {
    const first = reportImage(run, "att-1", T0 + 2_000);
    expect(first.accepted).toBe(true);
    expect(first.next?.attempt?.imageReadyAt).toBe(T0 + 2_000);
    expect(reportImage(first.next!, "att-1", T0 + 9_000)).toEqual({ accepted: true, next: null });
  });

  it("refuses a report for a plain question, another attempt or no run", () => {
    const refused = { accepted: false, next: null };
    expect(reportImage(issued(newRun()), "att-1", T0)).toEqual(refused);
    expect(reportImage(run, "att-other", T0)).toEqual(refused);
    expect(reportImage(undefined, "att-1", T0)).toEqual(refused);
  });
});

describe("answering", () => {
  it("refuses with no run, a closed or unknown attempt, and while the game is paused", () => {
    const run = issued(newRun());
    const reason = (r: LiveRun | undefined, id: string, game = ON) =>
      answerQuestion(r, id, "b", game, T0 + 1_000);
    expect(reason(undefined, "att-1")).toEqual({
      closed: null,
      reply: { kind: "refused", reason: "no_run" },
    });
    expect(reason(run, "att-other").reply).toEqual({ kind: "refused", reason: "closed" });
    expect(reason(newRun(), "att-1").reply).toEqual({ kind: "refused", reason: "closed" });
    expect(reason(run, "att-1", OFF).reply).toEqual({ kind: "refused", reason: "paused" });
  });

  it("answers OK for a right answer: coins, the record, the receipt's facts, and the run goes on", () => {
    const run = issued(newRun());
    const closed = answered(run, T0 + 4_000);
    expect(closed.reply).toEqual({
      status: "OK",
      correct: "b",
      coins: 10,
      couponId: null,
      stars: null,
      secondsUsed: 4,
    });
    expect(closed.previous).toBe(run);
    expect(closed.next).toMatchObject({
      attempt: null,
      correctCount: 1,
      timeUsedMs: 4_000,
      timeAllowedMs: 20_000,
    });
    expect(closed.closing).toEqual({
      attempt: {
        id: "att-1",
        runId: "run-1",
        playerId: "player-1",
        questionId: "q-1",
        position: 0,
        issuedAt: T0,
        allowedSeconds: SECONDS,
        clockStartedAt: T0,
        deadlineAt: DEADLINE,
        outcome: "correct",
        answer: "b",
        answeredAt: T0 + 4_000,
      },
      runEnd: null,
      coins: 10,
      coupon: null,
      receiptFacts: {
        question: {
          text: "Question 1?",
          options: ["Alpha 1", "Bravo 1", "Charlie 1", "Delta 1"],
          correct: "b",
        },
        closedAt: T0 + 4_000,
      },
    });
  });

  it("answers WRONG, reveals the right option and ends the run as lost", () => {
    const closed = answered(issued(newRun()), T0 + 4_000, "c");
    expect(closed.reply).toEqual({
      status: "WRONG",
      correct: "b",
      coins: 0,
      couponId: null,
      stars: null,
      secondsUsed: 4,
    });
    expect(closed.next).toBeUndefined();
    expect(closed.closing).toMatchObject({
      attempt: { outcome: "wrong", answer: "c", answeredAt: T0 + 4_000 },
      runEnd: { status: "lost", correctCount: 0, timeUsedMs: 4_000, stars: null },
      coins: 0,
    });
  });

  // The question screen's progress counts closed questions with the run's own coins.
  it("serves the next question with the run's length, streak and coins so far", () => {
    const run = newRun({ questionsPerRun: 7, coinsPerCorrect: 7 });
    const next = answered(issued(run), T0 + 1_000).next!;
    const serving = serveQuestion(
      withPickedQuestion(next, next.id, bankQuestion(2)),
      ON,
      T0 + 2_000,
      "att-2",
    );
    expect(serving.reply).toMatchObject({
      question: {
        attemptId: "att-2",
        position: 1,
        progress: { runId: "run-1", questionsInRun: 7, streak: 1, coinsSoFar: 7 },
      },
    });
  });

  it("pays the run's own settings, not the defaults", () => {
    const closed = answered(issued(newRun({ coinsPerCorrect: 7 })), T0 + 1_000);
    expect([closed.reply.coins, closed.closing.coins]).toEqual([7, 7]);
  });

  it("answers OKK with a coupon on every Nth right answer", () => {
    const statuses = playRight(newRun({ questionsPerRun: 7, couponEvery: 3 }), 1_000);
    expect(statuses.map((c) => c.reply.status)).toEqual([
      "OK",
      "OK",
      "OKK",
      "OK",
      "OK",
      "OKK",
      "STARS",
    ]);
    expect(statuses[2]?.reply.couponId).toBe("cpn-att-2");
    expect(statuses[2]?.closing.coupon).toEqual({ id: "cpn-att-2", valuePaise: 500 });
    expect(statuses[3]?.closing.coupon).toBeNull();
  });

  it("answers STARS on the last question, with the coupon when it is also an Nth", () => {
    const closings = playRight(newRun(), 1_000);
    const last = closings.at(-1)!;
    expect(closings.map((c) => c.closing.attempt.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(last.reply).toEqual({
      status: "STARS",
      correct: "b",
      coins: 10,
      couponId: "cpn-att-9",
      stars: 5,
      secondsUsed: 1,
    });
    expect(last.next).toBeUndefined();
    expect(last.closing.runEnd).toEqual({
      status: "won",
      correctCount: 10,
      timeUsedMs: 10_000,
      stars: 5,
    });
  });

  it.each([
    [4_000, 5],
    [4_001, 4],
    [8_000, 4],
    [12_000, 3],
    [16_000, 2],
    [16_001, 1],
    [SECONDS * 1000 + ALLOWANCE, 1],
  ])("gives a perfect run answered after %i ms of 20 s %i stars", (usedMs, stars) => {
    const [last] = playRight(newRun({ questionsPerRun: 1 }), usedMs);
    expect(last?.reply).toMatchObject({ status: "STARS", stars });
  });

  it("never counts more time than the question allowed", () => {
    const closed = answered(issued(newRun()), DEADLINE + ALLOWANCE);
    expect(closed.next?.timeUsedMs).toBe(SECONDS * 1000);
  });
});
