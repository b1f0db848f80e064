// The run object's hot values are mirrored in memory: storage stays the truth,
// read once per instance, written on every change.
import { describe, expect, it } from "vitest";
import { StoredCell } from "./stored-cell";

/** A stand-in for a Durable Object's synchronous storage that counts its reads. */
function countingStorage(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  const calls = { get: 0 };
  const kv = {
    get: (key: string) => {
      calls.get++;
      return structuredClone(values.get(key));
    },
    put: (key: string, value: unknown) => {
      if (value === "unstorable") throw new Error("storage refused");
      values.set(key, structuredClone(value));
    },
    delete: (key: string) => values.delete(key),
  } as unknown as SyncKvStorage;
  return { kv, values, calls };
}

describe("a stored cell", () => {
  it("reads storage once, then answers from memory", () => {
    const storage = countingStorage({ run: { position: 2 } });
    const cell = new StoredCell<{ position: number }>(storage.kv, "run");
    expect(cell.get()).toEqual({ position: 2 });
    expect(cell.get()).toEqual({ position: 2 });
    expect(storage.calls.get).toBe(1);
  });

  it("writes through to storage, and a fresh instance reads what was written", () => {
    const storage = countingStorage();
    const cell = new StoredCell<{ position: number }>(storage.kv, "run");
    expect(cell.get()).toBeUndefined();
    cell.set({ position: 3 });
    expect(cell.get()).toEqual({ position: 3 });
    expect(storage.values.get("run")).toEqual({ position: 3 });
    expect(new StoredCell(storage.kv, "run").get()).toEqual({ position: 3 });
  });

  it("deletes the key for undefined", () => {
    const storage = countingStorage({ run: { position: 1 } });
    const cell = new StoredCell<{ position: number }>(storage.kv, "run");
    cell.set(undefined);
    expect(cell.get()).toBeUndefined();
    expect(storage.values.has("run")).toBe(false);
  });

  it("keeps the stored value when a write throws", () => {
    const storage = countingStorage({ run: "stored" });
    const cell = new StoredCell<string>(storage.kv, "run");
    expect(cell.get()).toBe("stored");
    expect(() => cell.set("unstorable")).toThrow("storage refused");
    expect(cell.get()).toBe("stored");
  });
});
