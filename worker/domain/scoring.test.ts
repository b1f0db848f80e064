// Proves the scoring rules without I/O: judging, the star scale, coupons every Nth
// correct, STARS at the end of a perfect run, and that wrong and late end the run.
import { describe, expect, it } from "vitest";
import { judge, type RunProgress, starsFor, verdictFor } from "./scoring";

const progress = (correctSoFar: number, overrides: Partial<RunProgress> = {}): RunProgress => ({
  correctSoFar,
  questionsPerRun: 10,
  couponEvery: 5,
  timeUsedMs: 10_000,
  timeAllowedMs: 200_000,
  ...overrides,
});

describe("scoring", () => {
  it("judges late before right or wrong", () => {
    expect(judge("a", "a", false)).toBe("correct");
    expect(judge("b", "a", false)).toBe("wrong");
    expect(judge("a", "a", true)).toBe("timeout");
  });

  it.each([
    [0.1, 5],
    [0.2, 5],
    [0.3, 4],
    [0.5, 3],
    [0.7, 2],
    [0.95, 1],
  ])("gives %s of the time used %i stars", (share, stars) => {
    expect(starsFor(share * 1000, 1000)).toBe(stars);
  });

  it("answers OK for a plain correct answer and OKK with a coupon on every 5th", () => {
    expect(verdictFor("correct", progress(0))).toEqual({
      status: "OK",
      runEnds: false,
      earnsCoupon: false,
      stars: null,
    });
    expect(verdictFor("correct", progress(4))).toMatchObject({ status: "OKK", earnsCoupon: true });
    expect(verdictFor("correct", progress(8))).toMatchObject({ status: "OK", earnsCoupon: false });
  });

  it("answers STARS when the last question of the run is right", () => {
    expect(verdictFor("correct", progress(9))).toEqual({
      status: "STARS",
      runEnds: true,
      earnsCoupon: true,
      stars: 5,
    });
  });

  it("ends the run on a wrong or late answer", () => {
    expect(verdictFor("wrong", progress(3))).toMatchObject({ status: "WRONG", runEnds: true });
    expect(verdictFor("timeout", progress(3))).toMatchObject({ status: "TIME_OUT", runEnds: true });
  });
});
