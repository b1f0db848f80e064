// Proves which answer to a closed question gets its recorded verdict again (decision 027):
// only the same choice for the same question; a different choice or another question gets
// none. Storage, the ledger and the receipt are the worker tests' (routes/play.test.ts).
import { describe, expect, it } from "vitest";
import { type AttemptReply, type JudgedAnswer, verdictOnRepeat } from "./run-replies";

const reply: AttemptReply = {
  status: "OK",
  correct: "b",
  coins: 10,
  couponId: null,
  stars: null,
  secondsUsed: 4,
};
const last: JudgedAnswer = { attemptId: "attempt-1", choice: "b", reply, playerId: "player-1" };

describe("an answer sent again", () => {
  it("gets the verdict its first sending got", () => {
    expect(verdictOnRepeat(last, "attempt-1", "b")).toBe(reply);
  });

  it("gets none with a different choice for the judged question", () => {
    expect(verdictOnRepeat(last, "attempt-1", "c")).toBeNull();
  });

  it("gets none for a question other than the last judged one", () => {
    expect(verdictOnRepeat(last, "attempt-0", "b")).toBeNull();
  });

  it("gets none before any answer of the run was judged", () => {
    expect(verdictOnRepeat(undefined, "attempt-1", "b")).toBeNull();
  });
});
