// Proves the receipt's tag memory gives back exactly what the digest gave, computes each
// input once even when asked twice at the same time, forgets a failed digest so the next
// receipt tries again, and stays within its bound.
import { describe, expect, it, vi } from "vitest";
import { TagMemory } from "./tag-memory";

describe("TagMemory", () => {
  it("computes a tag once and gives it back for the same input, also while in flight", async () => {
    const memory = new TagMemory(10);
    const digest = vi.fn(async () => "tag-of-a");
    const [first, second] = await Promise.all([memory.of("a", digest), memory.of("a", digest)]);
    expect([first, second, await memory.of("a", digest)]).toEqual([
      "tag-of-a",
      "tag-of-a",
      "tag-of-a",
    ]);
    expect(digest).toHaveBeenCalledTimes(1);
  });

  it("keeps different inputs apart", async () => {
    const memory = new TagMemory(10);
    expect(await memory.of("a", async () => "tag-of-a")).toBe("tag-of-a");
    expect(await memory.of("b", async () => "tag-of-b")).toBe("tag-of-b");
  });

  it("forgets a digest that failed, so the next call computes it again", async () => {
    const memory = new TagMemory(10);
    await expect(memory.of("a", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await memory.of("a", async () => "tag-of-a")).toBe("tag-of-a");
  });

  it("starts over once it holds its most", async () => {
    const memory = new TagMemory(2);
    await memory.of("a", async () => "tag-of-a");
    await memory.of("b", async () => "tag-of-b");
    await memory.of("c", async () => "tag-of-c");
    const digest = vi.fn(async () => "tag-of-a");
    await memory.of("a", digest);
    expect(digest).toHaveBeenCalledTimes(1);
  });
});
