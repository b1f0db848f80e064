import { describe, expect, it } from "vitest";
import { groupedDigits, rupeeText } from "./money-text";

describe("rupeeText", () => {
  it("writes rupees with two decimals", () => {
    expect(rupeeText(0)).toBe("₹0.00");
    expect(rupeeText(5)).toBe("₹0.05");
    expect(rupeeText(1050)).toBe("₹10.50");
    expect(rupeeText(99_999)).toBe("₹999.99");
  });

  it("groups thousands, then lakhs and crores by two digits", () => {
    expect(rupeeText(100_000)).toBe("₹1,000.00");
    expect(rupeeText(1_000_000)).toBe("₹10,000.00");
    expect(rupeeText(10_000_000)).toBe("₹1,00,000.00");
    expect(rupeeText(123_456_789)).toBe("₹12,34,567.89");
    expect(rupeeText(1_000_000_000)).toBe("₹1,00,00,000.00");
  });

  it("puts the sign before the rupee mark and drops fractions of a paisa", () => {
    expect(rupeeText(-250_000)).toBe("-₹2,500.00");
    expect(rupeeText(1050.9)).toBe("₹10.50");
  });
});

describe("groupedDigits", () => {
  it("groups a count as the amounts are grouped", () => {
    expect(groupedDigits(0)).toBe("0");
    expect(groupedDigits(999)).toBe("999");
    expect(groupedDigits(1000)).toBe("1,000");
    expect(groupedDigits(100_000)).toBe("1,00,000");
    expect(groupedDigits(1_234_567)).toBe("12,34,567");
    expect(groupedDigits(123_456_789)).toBe("12,34,56,789");
  });

  it("keeps the sign and drops fractions", () => {
    expect(groupedDigits(-1500)).toBe("-1,500");
    expect(groupedDigits(12.9)).toBe("12");
    expect(groupedDigits(-0.5)).toBe("0");
  });
});
