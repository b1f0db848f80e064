// Proves the payout queue's pure rules (decision 010): whose money a payout takes and
// gives back, and what a decision came to when it raced another.
import { describe, expect, it } from "vitest";
import { decisionOutcome, payeeMoneyAccount } from "./payouts";

describe("the payee's own money", () => {
  it("is a player's cash, never bonus, and a contributor's earnings", () => {
    expect(payeeMoneyAccount("player")).toBe("cash");
    expect(payeeMoneyAccount("contributor")).toBe("earnings");
  });
});

describe("a decision's outcome", () => {
  it("is decided when its write landed", () => {
    expect(decisionOutcome("paid", true, "paid")).toBe("decided");
    expect(decisionOutcome("rejected", true, "rejected")).toBe("decided");
  });

  it("is a harmless repeat when the payout already had this decision", () => {
    expect(decisionOutcome("paid", false, "paid")).toBe("repeated");
    expect(decisionOutcome("rejected", false, "rejected")).toBe("repeated");
  });

  it("is decided otherwise when the payout had the other decision, or is gone", () => {
    expect(decisionOutcome("paid", false, "rejected")).toBe("decided_otherwise");
    expect(decisionOutcome("rejected", false, "paid")).toBe("decided_otherwise");
    expect(decisionOutcome("paid", false, null)).toBe("decided_otherwise");
  });
});
