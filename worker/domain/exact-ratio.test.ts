// Proves the exact fractions the economy is worked out in: always reduced with a positive
// denominator, exact where floats are not, and rounded to whole paise halves up.
import { describe, expect, it } from "vitest";
import {
  add,
  ceiling,
  compare,
  divide,
  largest,
  multiply,
  ratio,
  roundHalfUp,
  subtract,
  toNumber,
} from "./exact-ratio";

describe("exact ratios", () => {
  it("keeps fractions reduced with a positive denominator", () => {
    expect(ratio(6, -4)).toEqual({ numerator: -3n, denominator: 2n });
    expect(ratio(0, 7)).toEqual({ numerator: 0n, denominator: 1n });
  });

  it("adds a tenth and two tenths to exactly three tenths, as floats do not", () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(compare(add(ratio(1, 10), ratio(2, 10)), ratio(3, 10))).toBe(0);
  });

  it("subtracts, multiplies, divides and finds the largest", () => {
    expect(subtract(ratio(1, 2), ratio(1, 3))).toEqual(ratio(1, 6));
    expect(multiply(ratio(2, 3), ratio(9, 4))).toEqual(ratio(3, 2));
    expect(divide(ratio(1, 2), ratio(1, 4))).toEqual(ratio(2));
    expect(largest([ratio(25, 240), ratio(1, 10)])).toEqual(ratio(5, 48));
    expect(largest([])).toEqual(ratio(0));
    expect(toNumber(ratio(1, 4))).toBe(0.25);
  });

  it("rounds halves up and finds the ceiling", () => {
    expect([ratio(5, 2), ratio(7, 3), ratio(-5, 2), ratio(0)].map(roundHalfUp)).toEqual([
      3, 2, -2, 0,
    ]);
    expect([ratio(5, 2), ratio(4, 2), ratio(-5, 2)].map(ceiling)).toEqual([3, 2, -2]);
  });

  it("refuses a zero denominator and a number that is not whole", () => {
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(0.5)).toThrow(RangeError);
  });
});
