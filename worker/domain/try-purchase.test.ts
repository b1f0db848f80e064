// Proves which money buys a try (decision 004): bonus first, then cash; with
// paid play off only bonus, since cash was deposited; nothing where paid play is off for
// the player's place (decision 021); nothing when neither covers the price; and a free
// try when the admin set the price to zero.
import { describe, expect, it } from "vitest";
import { tryPaymentFor } from "./try-purchase";

const PRICE = 1000;

describe("paying for a try", () => {
  it.each([
    [{ bonus: 1000, cash: 5000 }, "open", "bonus"],
    [{ bonus: 999, cash: 1000 }, "open", "cash"],
    [{ bonus: 999, cash: 1000 }, "eligibility_required", "cash"],
    [{ bonus: 999, cash: 999 }, "open", null],
    [{ bonus: 1000, cash: 0 }, "off", "bonus"],
    [{ bonus: 500, cash: 5000 }, "off", null],
    [{ bonus: 5000, cash: 5000 }, "closed_in_region", null],
  ] as const)("with %o and paid play %s is paid from %s", (balances, access, expected) => {
    expect(tryPaymentFor(balances, PRICE, access)).toBe(expected);
  });

  it("is free at a price of zero, whatever the balances", () => {
    expect(tryPaymentFor({ bonus: 0, cash: 0 }, 0, "off")).toBe("free");
  });
});
