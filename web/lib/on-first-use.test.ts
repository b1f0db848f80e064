// Proves a value is made only when first asked for, and only once; and that one can be
// asked for in a task of its own ahead of its first use, or not at all once cancelled.
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeWhenIdle, onFirstUse } from "./on-first-use";

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

describe("makeWhenIdle", () => {
  afterEach(() => vi.useRealTimers());

  it("makes the value in a later task, not in the caller's", () => {
    vi.useFakeTimers();
    const make = vi.fn(() => new Intl.DateTimeFormat(undefined, { timeStyle: "medium" }));
    const format = onFirstUse(make);

    makeWhenIdle(format);
    expect(make).not.toHaveBeenCalled();
    vi.runAllTimers();

    expect(make).toHaveBeenCalledTimes(1);
    format();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("makes nothing once cancelled", () => {
    vi.useFakeTimers();
    const make = vi.fn(() => "made");

    const cancel = makeWhenIdle(onFirstUse(make));
    cancel();
    vi.runAllTimers();

    expect(make).not.toHaveBeenCalled();
  });
});
