// Proves the SPA's side of the one money format (SPEC.md section 9: rupees with .00):
// rupee amounts shown as contract/money-text.ts shows paise, and paise typed as rupees.
import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupeesText, rupeesTextToPaise } from "./money";

describe("formatRupees", () => {
  it("shows an amount in rupees with two decimals", () => {
    expect(formatRupees(40)).toBe("₹40.00");
    expect(formatRupees(1250.5)).toBe("₹1,250.50");
  });
});

describe("typed rupees", () => {
  it("shows paise as the rupees an input holds", () => {
    expect(paiseToRupeesText(100000)).toBe("1000.00");
  });

  it("reads typed rupees as paise and refuses anything else", () => {
    expect(rupeesTextToPaise("12")).toBe(1200);
    expect(rupeesTextToPaise(" 12.5 ")).toBe(1250);
    expect(rupeesTextToPaise("0.05")).toBe(5);
    for (const text of ["", "-1", "1.234", "1,000", "ten", "1e3"]) {
      expect(rupeesTextToPaise(text)).toBeNull();
    }
  });
});
