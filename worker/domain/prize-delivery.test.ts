// Proves the sizes asked at checkout as a pure rule: a prize with sizes needs one of its
// own, a prize without sizes takes none (whatever is sent for it), and each refusal names
// its cart item.
import { describe, expect, it } from "vitest";
import { chooseSizes } from "./prize-delivery";

const shirt = { id: "item-shirt", name: "T-shirt", sizes: ["S", "M", "L", "XL"] };
const bottle = { id: "item-bottle", name: "Bottle", sizes: [] };

describe("chooseSizes", () => {
  it("takes a size the prize comes in, and none for a prize without sizes", () => {
    const { sizes, refusals } = chooseSizes(
      [shirt, bottle],
      [
        { item: "item-shirt", size: "M" },
        { item: "item-bottle", size: "XL" },
      ],
    );
    expect(refusals).toEqual([]);
    expect([...sizes]).toEqual([
      ["item-shirt", "M"],
      ["item-bottle", null],
    ]);
  });

  it("asks for a size the player left out, naming the prize", () => {
    expect(chooseSizes([shirt, bottle], []).refusals).toEqual([
      { item: "item-shirt", message: "Choose a size for T-shirt" },
    ]);
  });

  it("refuses a size the prize does not come in, naming the ones it does", () => {
    expect(chooseSizes([shirt], [{ item: "item-shirt", size: "XXL" }]).refusals).toEqual([
      { item: "item-shirt", message: "T-shirt comes in S, M, L, XL: choose one of them" },
    ]);
  });

  it("ignores a size sent for an item that is not in the cart", () => {
    const { sizes, refusals } = chooseSizes([bottle], [{ item: "someone-else", size: "M" }]);
    expect(refusals).toEqual([]);
    expect([...sizes]).toEqual([["item-bottle", null]]);
  });
});
