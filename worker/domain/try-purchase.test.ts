// Proves which money buys a try (decision 004, issue 16): bonus first, then cash; with
// paid play off only bonus, since cash was deposited; nothing when neither covers the
// price; and a free try when the admin set the price to zero.
import { describe, expect, it } from "vitest";
import { tryPaymentFor } from "./try-purchase";

const PRICE = 1000;

describe("paying for a try", () => {
  it.each([
    [{ bonus: 1000, cash: 5000 }, true, "bonus"],
    [{ bonus: 999, cash: 1000 }, true, "cash"],
    [{ bonus: 999, cash: 999 }, true, null],
    [{ bonus: 1000, cash: 0 }, false, "bonus"],
    [{ bonus: 500, cash: 5000 }, false, null],
  ] as const)("with %o and paid play %s is paid from %s", (balances, paidPlay, expected) => {
    expect(tryPaymentFor(balances, PRICE, paidPlay)).toBe(expected);
  });

  it("is free at a price of zero, whatever the balances", () => {
    expect(tryPaymentFor({ bonus: 0, cash: 0 }, 0, false)).toBe("free");
  });
});
