// Proves a live show's rules for one player without I/O: joining closes when the first
// question opens, an answer is judged window first (so asking about a question that is not
// open never tells whether the last answer was right), then elimination, then a repeat; the
// state shows a question only while it is open, a reveal only once it is out, and a player
// alive only while every revealed answer was right; the lobby's count goes out at most once
// a second. The object that keeps the records is proven in worker/durable/show-room.test.ts.
import { describe, expect, it } from "vitest";
import {
  type AnswerFacts,
  answerRefusal,
  countsOf,
  joinRefusal,
  lobbyPushAt,
  revealedCount,
  type StateFacts,
  showStateOf,
} from "./show-play";
import { closesAt, openAt, revealAt, type ShowClock } from "./show-timeline";

const START = 5_000_000;
const show: ShowClock = {
  startsAt: START,
  questionCount: 2,
  secondsPerQuestion: 10,
  status: "scheduled",
};
const cancelled: ShowClock = { ...show, status: "cancelled" };

const facts = (overrides: Partial<AnswerFacts> = {}): AnswerFacts => ({
  joined: true,
  index: 0,
  correctBefore: 0,
  answered: false,
  revealFixed: false,
  ...overrides,
});

describe("joining", () => {
  it("is open until the first question, and never for a cancelled show", () => {
    expect(joinRefusal(show, START - 1)).toBeNull();
    expect(joinRefusal(show, START)).toBe("show_started");
    expect(joinRefusal({ ...show, status: "ended" }, START - 1)).toBe("show_started");
    expect(joinRefusal(cancelled, START - 1)).toBe("show_cancelled");
  });
});

describe("an answer", () => {
  it("is taken from a joined player still in, once, while the window is open", () => {
    expect(answerRefusal(show, facts(), START)).toBeNull();
    expect(answerRefusal(show, facts({ joined: false }), START)).toBe("not_joined");
    expect(answerRefusal(show, facts({ answered: true }), START)).toBe("already_answered");
    expect(answerRefusal(cancelled, facts(), START)).toBe("show_cancelled");
  });

  it("is late after the close plus the grace, or once its reveal is fixed", () => {
    const last = closesAt(show, 0) + 1000;
    expect(answerRefusal(show, facts(), last)).toBeNull();
    expect(answerRefusal(show, facts(), last + 1)).toBe("window_closed");
    expect(answerRefusal(show, facts({ revealFixed: true }), START)).toBe("window_closed");
  });

  it("to a question not open is closed, before anything about the player is said", () => {
    expect(answerRefusal(show, facts({ index: 1, correctBefore: 0 }), START + 1)).toBe(
      "window_closed",
    );
  });

  it("eliminates a player with a wrong answer to a question already revealed", () => {
    const next = openAt(show, 1);
    expect(answerRefusal(show, facts({ index: 1, correctBefore: 0 }), next)).toBe("eliminated");
    expect(answerRefusal(show, facts({ index: 1, correctBefore: 1 }), next)).toBeNull();
  });
});

describe("the player's state", () => {
  const base: StateFacts = {
    joined: true,
    correctRevealed: 0,
    answeredCurrent: false,
    question: { text: "Q?", options: ["a1", "b1", "c1", "d1"] },
    reveal: { correct: "b", counts: [1, 2, 0, 0], survivors: 2 },
    winners: { count: 2, sharePaise: 150 },
    waiting: 3,
  };

  it("shows the question only while its window is open", () => {
    expect(showStateOf(show, base, START - 1)).not.toHaveProperty("question");
    expect(showStateOf(show, base, START).question).toEqual({
      text: "Q?",
      options: ["a1", "b1", "c1", "d1"],
      closesAt: closesAt(show, 0),
    });
    expect(showStateOf(show, base, closesAt(show, 0))).not.toHaveProperty("question");
  });

  it("shows the reveal only once it is out, and the winners only at the end", () => {
    expect(showStateOf(show, base, revealAt(show, 0) - 1)).not.toHaveProperty("reveal");
    expect(showStateOf(show, base, revealAt(show, 0)).reveal).toEqual(base.reveal);
    expect(showStateOf(show, base, revealAt(show, 1))).not.toHaveProperty("winners");
    expect(showStateOf({ ...show, status: "ended" }, base, START).winners).toEqual(base.winners);
  });

  it("keeps a player alive while every revealed answer was right", () => {
    const afterFirst = revealAt(show, 0);
    expect(revealedCount(show, afterFirst)).toBe(1);
    expect(showStateOf(show, base, afterFirst - 1).you.alive).toBe(true);
    expect(showStateOf(show, base, afterFirst).you.alive).toBe(false);
    expect(showStateOf(show, { ...base, correctRevealed: 1 }, afterFirst).you.alive).toBe(true);
    expect(showStateOf(show, { ...base, joined: false }, START - 1).you.alive).toBe(false);
    expect(showStateOf(cancelled, base, START - 1).you.alive).toBe(false);
  });
});

describe("counts and the lobby", () => {
  it("counts the answers by option", () => {
    expect(
      countsOf([
        { choice: "d", count: 4 },
        { choice: "a", count: 1 },
      ]),
    ).toEqual([1, 0, 0, 4]);
  });

  it("sends the lobby's count at once, then at most once a second", () => {
    expect(lobbyPushAt(null, 100)).toBe(100);
    expect(lobbyPushAt(100, 300)).toBe(1100);
    expect(lobbyPushAt(100, 5000)).toBe(5000);
  });
});
