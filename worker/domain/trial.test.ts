// Proves the visitor trial's verdicts as pure rules, in plain Node: a new trial's
// deadline with the run settings' image grace, never more than 3 s whatever the setting
// (a blocked image kept the question readable on a clock not yet running), a pending trial turning into a timeout one
// millisecond after its deadline plus the settings' network allowance, what the visitor
// sees in every state (never the answer), every verdict on an answer, and the game
// switch: no question while paused, a clock restarted by a resume; when an
// address that had its prizes for the hour may win again. The reads,
// writes and races on D1 are proved in worker/routes/trial.test.ts.
import { describe, expect, it } from "vitest";
import type { GameStatus } from "../../contract/game";
import { DEFAULT_RUN_SETTINGS } from "./run-settings";
import {
  judgeTrialAnswer,
  nextPrizeForAddressAt,
  resumedTrial,
  settleLate,
  TRIAL_PRIZE_WINDOW_MS,
  type Trial,
  type TrialClock,
  type TrialOutcome,
  trialDeadline,
  trialPaused,
  trialStateAt,
} from "./trial";

const T0 = 1_800_000_000_000;
const DEADLINE = T0 + 20_000;
const CLOCK: TrialClock = DEFAULT_RUN_SETTINGS;
const ALLOWANCE = CLOCK.answerGraceMs;

function trial(overrides: Partial<Trial> = {}): Trial {
  return {
    question: {
      id: "q-1",
      text: "Which planet is red?",
      imageUrl: null,
      options: { a: "Venus", b: "Mars", c: "Earth", d: "Jupiter" },
      seconds: 20,
    },
    correct: "b",
    outcome: "pending",
    issuedAt: T0,
    deadlineAt: DEADLINE,
    prizePaise: 0,
    ...overrides,
  };
}

describe("a new trial's deadline", () => {
  it("is the question's seconds from now for a plain question", () => {
    expect(trialDeadline({ imageUrl: null, seconds: 20 }, CLOCK, T0)).toBe(DEADLINE);
  });

  it("adds the settings' image grace for an image question", () => {
    const image = { imageUrl: "/q.png", seconds: 20 };
    expect(trialDeadline(image, CLOCK, T0)).toBe(DEADLINE + 3_000);
    expect(trialDeadline(image, { ...CLOCK, imageGraceSeconds: 1 }, T0)).toBe(DEADLINE + 1_000);
    expect(trialDeadline(image, { ...CLOCK, imageGraceSeconds: 0 }, T0)).toBe(DEADLINE);
  });

  it.each([15, 60, 120])(
    "never adds more than 3 s of image grace, even for a %i s setting",
    (imageGraceSeconds) => {
      const image = { imageUrl: "/q.png", seconds: 20 };
      expect(trialDeadline(image, { ...CLOCK, imageGraceSeconds }, T0)).toBe(DEADLINE + 3_000);
    },
  );
});

describe("settling a late trial", () => {
  it("keeps a pending trial open up to its deadline plus the allowance", () => {
    const open = trial();
    expect(settleLate(open, CLOCK, DEADLINE + ALLOWANCE)).toEqual({ trial: open, expired: false });
  });

  it("turns a pending trial into a timeout one millisecond later", () => {
    expect(settleLate(trial(), CLOCK, DEADLINE + ALLOWANCE + 1)).toEqual({
      trial: trial({ outcome: "timeout" }),
      expired: true,
    });
  });

  it.each([
    [0, 1, true],
    [0, 0, false],
    [5_000, 5_000, false],
    [5_000, 5_001, true],
  ])(
    "with a %i ms allowance from the settings, %i ms past the deadline expired is %s",
    (allowance, after, expired) => {
      const clock = { ...CLOCK, answerGraceMs: allowance };
      expect(settleLate(trial(), clock, DEADLINE + after).expired).toBe(expired);
    },
  );

  it.each(["correct", "wrong", "timeout"] as const)("never touches a %s trial", (outcome) => {
    const closed = trial({ outcome });
    expect(settleLate(closed, CLOCK, DEADLINE + 60_000)).toEqual({ trial: closed, expired: false });
  });

  it("never times out a trial stored without a deadline", () => {
    expect(settleLate(trial({ deadlineAt: null }), CLOCK, DEADLINE + 60_000).expired).toBe(false);
  });
});

describe("what the visitor sees", () => {
  it("shows an open trial's question without its answer, with the time left", () => {
    const state = trialStateAt(trial(), T0 + 5_000);
    expect(state).toEqual({
      kind: "open",
      question: trial().question,
      remainingMs: 15_000,
      clockStartsInMs: 0,
    });
    expect(JSON.stringify(state)).not.toMatch(/correct/);
  });

  it("says what is left of the image grace beside the question's seconds", () => {
    const withImageGrace = trial({ deadlineAt: DEADLINE + 3_000 });
    expect(trialStateAt(withImageGrace, T0 + 1_000)).toMatchObject({
      remainingMs: 20_000,
      clockStartsInMs: 2_000,
    });
    // With the image blocked, 12 s after serving: the grace is over, 11 s are left.
    expect(trialStateAt(withImageGrace, T0 + 12_000)).toMatchObject({
      remainingMs: 11_000,
      clockStartsInMs: 0,
    });
  });

  it("never shows more than the question's seconds, nor less than nothing", () => {
    const withImageGrace = trial({ deadlineAt: DEADLINE + 3_000 });
    expect(trialStateAt(withImageGrace, T0)).toMatchObject({ remainingMs: 20_000 });
    expect(trialStateAt(trial(), DEADLINE + 500)).toMatchObject({ remainingMs: 0 });
    expect(trialStateAt(trial({ deadlineAt: null }), T0)).toMatchObject({ remainingMs: 0 });
  });

  it.each([
    ["correct", { kind: "won", prizePaise: 5_000 }],
    ["wrong", { kind: "lost" }],
    ["timeout", { kind: "timed_out" }],
  ] as const)("shows a %s trial as %o", (outcome, state) => {
    expect(trialStateAt(trial({ outcome, prizePaise: 5_000 }), T0)).toEqual(state);
  });

  it("shows a win from an empty pool with no prize", () => {
    expect(trialStateAt(trial({ outcome: "correct" }), T0)).toEqual({ kind: "won", prizePaise: 0 });
  });
});

describe("the verdict on an answer", () => {
  const answer = (choice: "a" | "b", questionId = "q-1") => ({ questionId, choice });

  it("refuses an answer to another question, even on a closed trial", () => {
    expect(judgeTrialAnswer(trial(), answer("b", "q-2"), CLOCK, T0)).toEqual({
      kind: "not_this_question",
    });
    const closed = trial({ outcome: "wrong" });
    expect(judgeTrialAnswer(closed, answer("b", "q-2"), CLOCK, T0).kind).toBe("not_this_question");
  });

  it.each<TrialOutcome>(["correct", "wrong", "timeout"])(
    "takes no second answer on a %s trial",
    (outcome) => {
      expect(judgeTrialAnswer(trial({ outcome }), answer("b"), CLOCK, T0)).toEqual({
        kind: "already_closed",
      });
    },
  );

  it("judges right and wrong in time, up to the deadline plus the allowance", () => {
    const edge = DEADLINE + ALLOWANCE;
    expect(judgeTrialAnswer(trial(), answer("b"), CLOCK, edge)).toEqual({ kind: "right" });
    expect(judgeTrialAnswer(trial(), answer("a"), CLOCK, edge)).toEqual({ kind: "wrong" });
  });

  it("judges even a right answer late one millisecond after that", () => {
    expect(judgeTrialAnswer(trial(), answer("b"), CLOCK, DEADLINE + ALLOWANCE + 1)).toEqual({
      kind: "late",
    });
  });

  it("follows the allowance the admin set", () => {
    const strict = { ...CLOCK, answerGraceMs: 0 };
    const lenient = { ...CLOCK, answerGraceMs: 5_000 };
    expect(judgeTrialAnswer(trial(), answer("b"), strict, DEADLINE + 1).kind).toBe("late");
    expect(judgeTrialAnswer(trial(), answer("b"), lenient, DEADLINE + 5_000).kind).toBe("right");
  });
});

describe("the game switch", () => {
  const on = (changedAt: number): GameStatus => ({
    Status: "on",
    text: "",
    resumeAt: null,
    changedAt,
  });
  const off: GameStatus = {
    Status: "off",
    text: "5 Minutes",
    resumeAt: T0 + 300_000,
    changedAt: T0,
  };

  it("serves no question while paused: neither a new trial nor an open one", () => {
    expect(trialPaused(null, off)).toBe(true);
    expect(trialPaused(trial(), off)).toBe(true);
    expect(trialPaused(null, on(T0))).toBe(false);
    expect(trialPaused(trial(), on(T0))).toBe(false);
  });

  it.each<TrialOutcome>(["correct", "wrong", "timeout"])(
    "still shows a %s trial while paused: it is no question",
    (outcome) => {
      expect(trialPaused(trial({ outcome }), off)).toBe(false);
    },
  );

  it("restarts an open question's clock from the resume, with the image grace again", () => {
    const resumedAt = T0 + 60_000;
    expect(resumedTrial(trial(), on(resumedAt), CLOCK).deadlineAt).toBe(resumedAt + 20_000);
    const image = trial({
      question: { ...trial().question, imageUrl: "/q.png" },
      deadlineAt: DEADLINE + 3_000,
    });
    expect(resumedTrial(image, on(resumedAt), CLOCK).deadlineAt).toBe(resumedAt + 23_000);
  });

  it("leaves the clock alone for a switch change before the question, or a closed trial", () => {
    expect(resumedTrial(trial(), on(T0 - 1), CLOCK)).toEqual(trial());
    expect(resumedTrial(trial(), on(T0), CLOCK)).toEqual(trial());
    const closed = trial({ outcome: "wrong" });
    expect(resumedTrial(closed, on(T0 + 60_000), CLOCK)).toEqual(closed);
    expect(resumedTrial(trial(), off, CLOCK)).toEqual(trial());
  });

  it("never shortens a deadline", () => {
    const generous = trial({ deadlineAt: T0 + 600_000 });
    expect(resumedTrial(generous, on(T0 + 1_000), CLOCK)).toEqual(generous);
  });
});

describe("prizes per address", () => {
  const HOUR = TRIAL_PRIZE_WINDOW_MS;
  const bound = (trialPrizesPerAddressPerHour: number) => ({ trialPrizesPerAddressPerHour });

  it("lets an address win while it has won fewer than the bound within the hour", () => {
    expect(nextPrizeForAddressAt([], bound(1), T0)).toBeNull();
    expect(nextPrizeForAddressAt([T0 - 1000], bound(2), T0)).toBeNull();
  });

  it("counts a win for exactly one hour, then lets the address win again", () => {
    expect(nextPrizeForAddressAt([T0 - 1000], bound(1), T0)).toBe(T0 - 1000 + HOUR);
    expect(nextPrizeForAddressAt([T0 - HOUR + 1], bound(1), T0)).toBe(T0 + 1);
    expect(nextPrizeForAddressAt([T0 - HOUR], bound(1), T0)).toBeNull();
  });

  it("waits for the win whose end brings the count below the bound", () => {
    const wins = [T0 - 10_000, T0 - 30_000, T0 - 20_000];
    expect(nextPrizeForAddressAt(wins, bound(2), T0)).toBe(T0 - 20_000 + HOUR);
    expect(nextPrizeForAddressAt(wins, bound(3), T0)).toBe(T0 - 30_000 + HOUR);
    expect(nextPrizeForAddressAt(wins, bound(4), T0)).toBeNull();
  });
});
