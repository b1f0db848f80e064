// Proves the payout queue's pure rules (decisions 010 and 023): whose money a payout takes
// and gives back, what a decision or a payee's cancellation came to when it raced another
// or met a hold, and how the audit log words a decision.
import { describe, expect, it } from "vitest";
import {
  cancellationOutcome,
  decisionOutcome,
  payeeMoneyAccount,
  payoutDecisionSummary,
} from "./payouts";

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

  it("says the payee cancelled it, or that a Paid that did not land met a hold", () => {
    expect(decisionOutcome("paid", false, "cancelled")).toBe("cancelled");
    expect(decisionOutcome("rejected", false, "cancelled")).toBe("cancelled");
    expect(decisionOutcome("paid", false, "requested")).toBe("held");
  });
});

describe("a payee's cancellation", () => {
  it("is cancelled when it landed, a repeat when already cancelled, else decided first", () => {
    expect(cancellationOutcome(true, "cancelled")).toBe("cancelled");
    expect(cancellationOutcome(false, "cancelled")).toBe("repeated");
    expect(cancellationOutcome(false, "paid")).toBe("decided");
    expect(cancellationOutcome(false, "rejected")).toBe("decided");
  });
});

describe("a decision in the audit log", () => {
  it("names the kind, the amount with two decimals, and the reference or the reason", () => {
    expect(payoutDecisionSummary("trial", 1000, { decision: "paid", reference: "UTR1" })).toBe(
      "Paid the ₹10.00 trial reward (reference UTR1)",
    );
    expect(payoutDecisionSummary("withdrawal", 2050, { decision: "paid", reference: null })).toBe(
      "Paid the ₹20.50 withdrawal",
    );
    expect(
      payoutDecisionSummary("contributor", 500, { decision: "rejected", reason: "Wrong IFSC" }),
    ).toBe("Rejected the ₹5.00 contributor's withdrawal: Wrong IFSC");
  });
});
