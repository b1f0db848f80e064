// Proves the one money format (SPEC.md section 9: rupees with .00): paise shown and typed
// as rupees, and rupee amounts shown the same way.
import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees, paiseToRupeesText, rupeesTextToPaise } from "./money";

describe("formatPaise", () => {
  it("shows whole rupees with .00", () => {
    expect(formatPaise(1000)).toBe("₹10.00");
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatPaise(123_400)).toBe("₹1234.00");
  });

  it("shows paise that are not whole rupees instead of rounding them away", () => {
    expect(formatPaise(1050)).toBe("₹10.50");
    expect(formatPaise(5)).toBe("₹0.05");
  });

  it("puts the sign before the rupee symbol", () => {
    expect(formatPaise(-205)).toBe("-₹2.05");
  });
});

describe("formatRupees", () => {
  it("shows an amount in rupees with two decimals", () => {
    expect(formatRupees(40)).toBe("₹40.00");
    expect(formatRupees(1250.5)).toBe("₹1250.50");
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
