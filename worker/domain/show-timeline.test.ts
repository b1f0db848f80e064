// Proves a live show's clock without I/O: the lobby opens 10 minutes before the start,
// each question opens a window plus a grace plus a reveal after the one before, answers
// are taken until the close plus the grace, the phase at any moment says the same as the
// steps the show's object takes, and a late or repeated alarm finds each step once. It
// does not prove the object keeps to it (worker/durable/show-room.test.ts does).
import { describe, expect, it } from "vitest";
import {
  ANSWER_GRACE_MS,
  answerInTime,
  closesAt,
  dueSteps,
  endsAt,
  LOBBY_OPENS_MS,
  nextStepAt,
  openAt,
  phaseAt,
  REVEAL_MS,
  revealAt,
  type ShowClock,
  stepAt,
  stepCount,
} from "./show-timeline";

const START = 1_000_000_000;
const show: ShowClock = {
  startsAt: START,
  questionCount: 3,
  secondsPerQuestion: 10,
  status: "scheduled",
};

describe("show timeline", () => {
  it("opens each question a window, a grace and a reveal after the one before", () => {
    expect(openAt(show, 0)).toBe(START);
    expect(closesAt(show, 0)).toBe(START + 10_000);
    expect(revealAt(show, 0)).toBe(START + 10_000 + ANSWER_GRACE_MS);
    expect(openAt(show, 1)).toBe(START + 10_000 + ANSWER_GRACE_MS + REVEAL_MS);
    expect(openAt(show, 2)).toBe(START + 2 * 16_000);
    expect(endsAt(show)).toBe(revealAt(show, 2) + REVEAL_MS);
  });

  it("is scheduled until the lobby opens 10 minutes before the start", () => {
    expect(phaseAt(show, START - LOBBY_OPENS_MS - 1).status).toBe("scheduled");
    expect(phaseAt(show, START - LOBBY_OPENS_MS)).toEqual({
      status: "lobby",
      index: -1,
      open: false,
      revealed: false,
    });
    expect(phaseAt(show, START - 1).status).toBe("lobby");
  });

  it("is live from the start, on the question whose period it is", () => {
    expect(phaseAt(show, START)).toEqual({ status: "live", index: 0, open: true, revealed: false });
    expect(phaseAt(show, closesAt(show, 0) - 1).open).toBe(true);
    expect(phaseAt(show, closesAt(show, 0))).toEqual({
      status: "live",
      index: 0,
      open: false,
      revealed: false,
    });
    expect(phaseAt(show, revealAt(show, 0))).toEqual({
      status: "live",
      index: 0,
      open: false,
      revealed: true,
    });
    expect(phaseAt(show, openAt(show, 1))).toEqual({
      status: "live",
      index: 1,
      open: true,
      revealed: false,
    });
    expect(phaseAt(show, endsAt(show) - 1)).toEqual({
      status: "live",
      index: 2,
      open: false,
      revealed: true,
    });
  });

  it("ends after the last reveal's time on screen, or when D1 says so", () => {
    expect(phaseAt(show, endsAt(show))).toEqual({
      status: "ended",
      index: 2,
      open: false,
      revealed: true,
    });
    expect(phaseAt({ ...show, status: "ended" }, START).status).toBe("ended");
  });

  it("is cancelled whatever the clock says", () => {
    for (const now of [START - LOBBY_OPENS_MS - 1, START, endsAt(show)]) {
      expect(phaseAt({ ...show, status: "cancelled" }, now).status).toBe("cancelled");
    }
  });

  it("takes answers from the opening until the close plus the grace, and only for a real question", () => {
    expect(answerInTime(show, 0, START - 1)).toBe(false);
    expect(answerInTime(show, 0, START)).toBe(true);
    expect(answerInTime(show, 0, closesAt(show, 0) + ANSWER_GRACE_MS)).toBe(true);
    expect(answerInTime(show, 0, closesAt(show, 0) + ANSWER_GRACE_MS + 1)).toBe(false);
    expect(answerInTime(show, 1, START)).toBe(false);
    expect(answerInTime(show, 3, openAt(show, 3))).toBe(false);
    expect(answerInTime(show, -1, START)).toBe(false);
  });

  it("numbers the steps question, reveal, …, end, each at its moment", () => {
    expect(stepCount(show)).toBe(7);
    expect(stepAt(show, 0)).toEqual({ step: { kind: "question", index: 0 }, at: START });
    expect(stepAt(show, 1)).toEqual({
      step: { kind: "reveal", index: 0 },
      at: revealAt(show, 0),
    });
    expect(stepAt(show, 4)).toEqual({ step: { kind: "question", index: 2 }, at: openAt(show, 2) });
    expect(stepAt(show, 6)).toEqual({ step: { kind: "end" }, at: endsAt(show) });
    expect(stepAt(show, 7)).toBeNull();
    expect(stepAt(show, -1)).toBeNull();
  });

  it("finds nothing due before the first moment, and the next moment to wake for", () => {
    expect(dueSteps(show, -1, START - 1)).toEqual([]);
    expect(nextStepAt(show, -1)).toBe(START);
    expect(nextStepAt(show, 0)).toBe(revealAt(show, 0));
    expect(nextStepAt(show, 6)).toBeNull();
  });

  it("gives a late alarm every missed step once, in order, and a repeated one nothing", () => {
    expect(dueSteps(show, -1, revealAt(show, 1))).toEqual([0, 1, 2, 3]);
    expect(dueSteps(show, 3, revealAt(show, 1))).toEqual([]);
    expect(dueSteps(show, 3, endsAt(show) + 60_000)).toEqual([4, 5, 6]);
    expect(dueSteps(show, 6, endsAt(show) + 60_000)).toEqual([]);
  });

  it("agrees with the phase: a question's step is due exactly when the phase opens it", () => {
    for (let index = 0; index < show.questionCount; index++) {
      const at = openAt(show, index);
      expect(dueSteps(show, 2 * index - 1, at - 1)).toEqual([]);
      expect(dueSteps(show, 2 * index - 1, at)).toEqual([2 * index]);
      expect(phaseAt(show, at)).toMatchObject({ index, open: true });
    }
  });
});
