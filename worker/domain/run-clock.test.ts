// Proves the run's clock and endings as pure transitions, in plain Node: answers at the
// deadline +0, +allowance and +allowance+1 ms (with 0 and 1000 ms allowances) for plain,
// image and replayed questions and across a pause; the timeout alarm's time and its idle,
// early and due cases; forfeits; and the next-question pick after a closing, dropped when
// the run moved on. Storage, D1 and concurrency are proved by the PlayerRun tests in workerd.
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
  T0,
} from "../test/run-fixtures";
import {
  alarmTimeOf,
  checkAlarm,
  forfeitRun,
  picksNextQuestion,
  reportImage,
  withPickedQuestion,
} from "./run-machine";

describe("the server's clock", () => {
  it.each([
    [0, 0, "OK"],
    [0, 1, "TIME_OUT"],
    [ALLOWANCE, 0, "OK"],
    [ALLOWANCE, ALLOWANCE, "OK"],
    [ALLOWANCE, ALLOWANCE + 1, "TIME_OUT"],
  ] as const)(
    "with a %i ms allowance judges an answer at the deadline +%i ms %s",
    (allowance, after, status) => {
      const run = issued(newRun({ answerGraceMs: allowance }));
      expect(answered(run, DEADLINE + after).reply.status).toBe(status);
    },
  );

  it("records a late right answer as a timeout: no answer, no coins, all the time used", () => {
    const closed = answered(issued(newRun()), DEADLINE + ALLOWANCE + 1);
    expect(closed.reply).toEqual({
      status: "TIME_OUT",
      correct: "b",
      coins: 0,
      couponId: null,
      stars: null,
      secondsUsed: 20,
    });
    expect(closed.closing).toMatchObject({
      attempt: { outcome: "timeout", answer: null, answeredAt: null },
      runEnd: { status: "timeout", correctCount: 0, timeUsedMs: 20_000, stars: null },
    });
  });

  it("gives an unreported image question its grace before the clock, to the millisecond", () => {
    const run = issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" })));
    const deadline = DEADLINE + IMAGE_GRACE;
    expect(answered(run, deadline + ALLOWANCE).reply.status).toBe("OK");
    expect(answered(run, deadline + ALLOWANCE + 1).reply.status).toBe("TIME_OUT");
    expect(answered(run, deadline).closing.attempt).toMatchObject({
      clockStartedAt: T0 + IMAGE_GRACE,
      deadlineAt: deadline,
    });
  });

  it("runs an image question's clock from its report, and counts time from there", () => {
    const run = issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" })));
    const reported = reportImage(run, "att-1", T0 + 3_000).next!;
    expect(answered(reported, T0 + 3_000 + 20_000 + ALLOWANCE + 1).reply.status).toBe("TIME_OUT");
    const closed = answered(reported, T0 + 5_000);
    expect(closed.next?.timeUsedMs).toBe(2_000);
    expect(closed.closing.attempt.clockStartedAt).toBe(T0 + 3_000);
  });

  it("restarts the clock after a pause, so an answer in time after it counts", () => {
    const run = issued(newRun());
    const resumed = on(T0 + 60_000);
    const closed = answered(run, T0 + 60_000 + 20_000 + ALLOWANCE, "b", resumed);
    expect(closed.reply.status).toBe("OK");
    expect(closed.closing.attempt).toMatchObject({
      clockStartedAt: T0 + 60_000,
      deadlineAt: T0 + 80_000,
    });
    expect(answered(run, T0 + 80_000 + ALLOWANCE + 1, "b", resumed).reply.status).toBe("TIME_OUT");
  });

  it("gives a replayed question its extra seconds before the deadline", () => {
    const run = newRun();
    const replay = issued({ ...run, queued: { question: bankQuestion(1), extraSeconds: 10 } });
    expect(answered(replay, DEADLINE + 10_000 + ALLOWANCE).reply.status).toBe("OK");
    expect(answered(replay, DEADLINE + 10_000 + ALLOWANCE + 1).reply.status).toBe("TIME_OUT");
  });
});

describe("the timeout alarm", () => {
  it("rings at the first millisecond the question counts as late", () => {
    const run = issued(newRun());
    expect(alarmTimeOf(run, ON)).toBe(DEADLINE + ALLOWANCE + 1);
    expect(alarmTimeOf(newRun(), ON)).toBeNull();
    const imageRun = issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" })));
    expect(alarmTimeOf(imageRun, ON)).toBe(DEADLINE + IMAGE_GRACE + ALLOWANCE + 1);
    expect(alarmTimeOf(run, on(T0 + 60_000))).toBe(DEADLINE + 60_000 + ALLOWANCE + 1);
  });

  it("does nothing with no open question or while the game is paused", () => {
    const late = DEADLINE + 60_000;
    expect(checkAlarm(undefined, ON, late)).toEqual({ kind: "idle" });
    expect(checkAlarm(newRun(), ON, late)).toEqual({ kind: "idle" });
    expect(checkAlarm(issued(newRun()), OFF, late)).toEqual({ kind: "idle" });
  });

  it("re-arms when it rings early, even by a millisecond", () => {
    const run = issued(newRun());
    expect(checkAlarm(run, ON, DEADLINE + ALLOWANCE)).toEqual({
      kind: "early",
      alarmAt: DEADLINE + ALLOWANCE + 1,
    });
  });

  it("times the question out when due: all the time used, the run ended", () => {
    const run = issued(newRun());
    const check = checkAlarm(run, ON, DEADLINE + ALLOWANCE + 1);
    expect(check).toMatchObject({
      kind: "timed_out",
      closed: {
        previous: run,
        next: undefined,
        reply: { status: "TIME_OUT", coins: 0 },
        closing: {
          attempt: { outcome: "timeout", answer: null, answeredAt: null },
          runEnd: { status: "timeout", timeUsedMs: 20_000 },
        },
      },
    });
  });
});

describe("forfeiting", () => {
  it("ends a run with no open question as forfeited, with its progress", () => {
    const run = { ...newRun(), correctCount: 2, timeUsedMs: 7_000 };
    expect(forfeitRun(run, T0 + 5_000)).toEqual({
      runEnd: { status: "forfeited", correctCount: 2, timeUsedMs: 7_000, stars: null },
      closing: null,
    });
  });

  it("closes the open question as forfeited, with no coins, the issue time as its clock and the facts for its receipt", () => {
    const run = { ...issued(newRun({}, bankQuestion(1, { imageUrl: "/q.png" }))), correctCount: 2 };
    const { runEnd, closing } = forfeitRun(run, T0 + 5_000);
    expect(closing).toEqual({
      attempt: expect.objectContaining({
        id: "att-1",
        outcome: "forfeited",
        answer: null,
        answeredAt: null,
        clockStartedAt: T0,
        deadlineAt: DEADLINE,
      }),
      runEnd,
      coins: 0,
      coupon: null,
      receiptFacts: {
        question: {
          text: "Question 1?",
          options: ["Alpha 1", "Bravo 1", "Charlie 1", "Delta 1"],
          correct: "b",
        },
        closedAt: T0 + 5_000,
      },
    });
    expect(runEnd).toEqual({ status: "forfeited", correctCount: 2, timeUsedMs: 0, stars: null });
  });
});

describe("after a closing's batch", () => {
  const open = issued(newRun());
  const right = answered(open, T0 + 1_000);

  it("picks the next question only for a run that goes on", () => {
    expect(picksNextQuestion(right.next, right.closing)).toBe(true);
    const wrong = answered(open, T0 + 1_000, "a");
    expect(picksNextQuestion(wrong.next, wrong.closing)).toBe(false);
    expect(picksNextQuestion(undefined, right.closing)).toBe(false);
    expect(picksNextQuestion({ ...right.next!, id: "run-2" }, right.closing)).toBe(false);
  });

  it("queues the pick without extra seconds, or nothing when none is left", () => {
    const next = right.next!;
    expect(withPickedQuestion(next, "run-1", bankQuestion(2))?.queued).toEqual({
      question: bankQuestion(2),
      extraSeconds: 0,
    });
    expect(withPickedQuestion(next, "run-1", undefined)?.queued).toBeNull();
  });

  it("drops the pick when the run moved on meanwhile", () => {
    expect(withPickedQuestion(undefined, "run-1", bankQuestion(2))).toBeUndefined();
    expect(
      withPickedQuestion({ ...right.next!, id: "run-2" }, "run-1", bankQuestion(2)),
    ).toBeUndefined();
    expect(withPickedQuestion(open, "run-1", bankQuestion(2))).toBeUndefined();
  });
});
