// Proves a value is made only when first asked for, and only once.
import { describe, expect, it, vi } from "vitest";
import { onFirstUse } from "./on-first-use";

describe("onFirstUse", () => {
  it("makes nothing until asked, then makes the value once and keeps it", () => {
    const make = vi.fn(() => new Intl.NumberFormat("en-IN"));
    const format = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();

    expect(format().format(100000)).toBe("1,00,000");
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
