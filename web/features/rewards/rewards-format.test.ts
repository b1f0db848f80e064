// Proves the counted units of the rewards screens ("1 coin", "150 coins").
import { describe, expect, it } from "vitest";
import { countOf } from "./rewards-format";

describe("countOf", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(countOf(1, "coin")).toBe("1 coin");
    expect(countOf(0, "star")).toBe("0 stars");
    expect(countOf(150, "coin")).toBe("150 coins");
  });
});
