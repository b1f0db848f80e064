// Proves the one money format of the rewards screens (SPEC.md section 9: rupees with .00)
// and the counted units beside it.
import { describe, expect, it } from "vitest";
import { countOf, formatRupees } from "./rewards-format";

describe("formatRupees", () => {
  it("shows whole rupees with .00", () => {
    expect(formatRupees(1000)).toBe("₹10.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(123_400)).toBe("₹1234.00");
  });

  it("shows paise that are not whole rupees instead of rounding them away", () => {
    expect(formatRupees(1050)).toBe("₹10.50");
    expect(formatRupees(5)).toBe("₹0.05");
  });
});

describe("countOf", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(countOf(1, "coin")).toBe("1 coin");
    expect(countOf(0, "star")).toBe("0 stars");
    expect(countOf(150, "coin")).toBe("150 coins");
  });
});
