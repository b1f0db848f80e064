// Proves the receipt's payload as a pure function of a closing, in plain Node: for a right
// answer, a wrong one, a timeout found by the alarm and a forfeit, every field comes from
// the attempt as the run machine closed it (its clock, its choice, the right option, its
// coins, the moment it closed), in the key order. Signing and storing are proved
// in workerd (worker/routes/receipts.test.ts).
import { describe, expect, it } from "vitest";
import { ALLOWANCE, answered, DEADLINE, issued, newRun, ON, T0 } from "../test/run-fixtures";
import type { AttemptClosing } from "./live-run";
import { receiptPayloadOf } from "./receipts";
import { checkAlarm, forfeitRun } from "./run-machine";

const tags = { player: "tag-of-player-1", questionHash: "hash-of-question-1" };

function payloadOf(closing: AttemptClosing | null) {
  if (!closing?.receiptFacts) throw new Error("expected a closing with its receipt facts");
  return receiptPayloadOf(closing, closing.receiptFacts, tags);
}

const common = {
  v: 1,
  attemptId: "att-1",
  runId: "run-1",
  index: 0,
  player: "tag-of-player-1",
  questionId: "q-1",
  questionHash: "hash-of-question-1",
  servedAt: T0,
  deadlineAt: DEADLINE,
  correct: "b",
};

describe("a receipt's payload", () => {
  it("states a right answer: when it came, the choice, and the coins it earned", () => {
    const payload = payloadOf(answered(issued(newRun()), T0 + 2_400).closing);
    expect(payload).toEqual({
      ...common,
      answeredAt: T0 + 2_400,
      choice: "b",
      outcome: "correct",
      coins: 10,
      issuedAt: T0 + 2_400,
    });
    expect(Object.keys(payload)).toEqual([
      "v",
      "attemptId",
      "runId",
      "index",
      "player",
      "questionId",
      "questionHash",
      "servedAt",
      "deadlineAt",
      "answeredAt",
      "choice",
      "correct",
      "outcome",
      "coins",
      "issuedAt",
    ]);
  });

  it("states a wrong answer with the player's choice beside the right option", () => {
    expect(payloadOf(answered(issued(newRun()), T0 + 5_000, "d").closing)).toEqual({
      ...common,
      answeredAt: T0 + 5_000,
      choice: "d",
      outcome: "wrong",
      coins: 0,
      issuedAt: T0 + 5_000,
    });
  });

  it("states a timeout with no answer, issued when the alarm closed it", () => {
    const at = DEADLINE + ALLOWANCE + 1;
    const check = checkAlarm(issued(newRun()), ON, at);
    if (check.kind !== "timed_out") throw new Error(`expected a timeout, got ${check.kind}`);
    expect(payloadOf(check.closed.closing)).toEqual({
      ...common,
      answeredAt: null,
      choice: null,
      outcome: "timeout",
      coins: 0,
      issuedAt: at,
    });
  });

  it("states a forfeit with no answer, issued when the player left", () => {
    const { closing } = forfeitRun(issued(newRun()), T0 + 7_000);
    expect(payloadOf(closing)).toEqual({
      ...common,
      answeredAt: null,
      choice: null,
      outcome: "forfeited",
      coins: 0,
      issuedAt: T0 + 7_000,
    });
  });
});
