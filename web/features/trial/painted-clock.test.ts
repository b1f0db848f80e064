// Proves the painted question's clock (before React has the screen): it counts down on the
// deadline's own second boundaries, turns to warning at 5 seconds, stops at zero, and
// stops when told to.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runPaintedClock } from "./painted-clock";

let clock: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
  clock = document.createElement("div");
  clock.textContent = "8";
  clock.setAttribute("data-warning", "false");
});

afterEach(() => vi.useRealTimers());

describe("runPaintedClock", () => {
  it("counts down on the deadline's second boundaries and warns from 5 seconds", () => {
    runPaintedClock(clock, 100_000 + 7_400);

    vi.advanceTimersByTime(399);
    expect(clock.textContent).toBe("8");
    vi.advanceTimersByTime(1);
    expect(clock.textContent).toBe("7");
    vi.advanceTimersByTime(2_000);
    expect(clock.textContent).toBe("5");
    expect(clock.getAttribute("data-warning")).toBe("true");
  });

  it("stops at zero", () => {
    runPaintedClock(clock, 100_000 + 1_500);

    vi.advanceTimersByTime(5_000);
    expect(clock.textContent).toBe("0");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("writes nothing more once stopped: React's own clock has the screen", () => {
    const stop = runPaintedClock(clock, 100_000 + 7_000);
    vi.advanceTimersByTime(1_000);
    expect(clock.textContent).toBe("6");

    stop();
    vi.advanceTimersByTime(3_000);
    expect(clock.textContent).toBe("6");
  });
});
