// Proves the claim-request life as pure rules: which action moves which status (a prize
// shipped between approval and fulfilment), that a repeat of the decision already
// made is harmless, and that everything else is refused (a coupon is never shipped, a
// shipped prize never rejected).
import { describe, expect, it } from "vitest";
import { judgeClaimAction } from "./claim-requests";

describe("judgeClaimAction", () => {
  it.each([
    ["pending", "approve", "approved"],
    ["approved", "fulfil", "fulfilled"],
    ["approved", "ship", "shipped"],
    ["shipped", "fulfil", "fulfilled"],
    ["pending", "reject", "rejected"],
    ["approved", "reject", "rejected"],
  ] as const)("moves a %s request on %s to %s", (current, action, to) => {
    expect(judgeClaimAction(current, action)).toEqual({ kind: "move", to });
  });

  it.each([
    ["approved", "approve"],
    ["fulfilled", "fulfil"],
    ["rejected", "reject"],
    ["shipped", "ship"],
  ] as const)("treats %s on %s as already done", (current, action) => {
    expect(judgeClaimAction(current, action)).toEqual({ kind: "already" });
  });

  it.each([
    ["pending", "fulfil"],
    ["rejected", "approve"],
    ["fulfilled", "approve"],
    ["rejected", "fulfil"],
    ["fulfilled", "reject"],
    ["pending", "ship"],
    ["shipped", "reject"],
    ["shipped", "approve"],
    ["fulfilled", "ship"],
  ] as const)("refuses %s on %s", (current, action) => {
    expect(judgeClaimAction(current, action)).toMatchObject({ kind: "refused" });
  });

  it("never ships a coupon request, which is fulfilled instead", () => {
    expect(judgeClaimAction("approved", "ship", "coupon")).toMatchObject({ kind: "refused" });
    expect(judgeClaimAction("approved", "fulfil", "coupon")).toEqual({
      kind: "move",
      to: "fulfilled",
    });
  });
});
