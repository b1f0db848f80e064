// Proves the daily free try's clock as a pure rule: the day a moment falls in
// and when the next day begins, in India (the default), UTC, and a zone whose offset
// changes overnight (New York's summer time), to the millisecond.
import { describe, expect, it } from "vitest";
import { dayOf, nextDayStart } from "./run-settings";

const HOUR = 60 * 60 * 1000;

describe("the next day boundary", () => {
  it("is India's next midnight, 18:30 UTC", () => {
    const now = Date.UTC(2026, 4, 10, 12, 0);
    expect(nextDayStart(now, "Asia/Kolkata")).toBe(Date.UTC(2026, 4, 10, 18, 30));
    expect(dayOf(now, "Asia/Kolkata")).toBe("2026-05-10");
  });

  it("is the next day even one millisecond before midnight, and a full day at midnight", () => {
    const midnight = Date.UTC(2026, 4, 10, 18, 30);
    expect(nextDayStart(midnight - 1, "Asia/Kolkata")).toBe(midnight);
    expect(nextDayStart(midnight, "Asia/Kolkata")).toBe(midnight + 24 * HOUR);
    expect(dayOf(midnight - 1, "Asia/Kolkata")).toBe("2026-05-10");
    expect(dayOf(midnight, "Asia/Kolkata")).toBe("2026-05-11");
  });

  it("is UTC midnight in UTC", () => {
    expect(nextDayStart(Date.UTC(2026, 0, 31, 23, 59, 59), "UTC")).toBe(Date.UTC(2026, 1, 1));
  });

  it("follows a zone whose clocks change that night", () => {
    // New York springs forward on 8 March 2026: that day has 23 hours.
    const morning = Date.UTC(2026, 2, 8, 15, 0);
    expect(nextDayStart(morning, "America/New_York")).toBe(Date.UTC(2026, 2, 9, 4, 0));
    const before = Date.UTC(2026, 2, 7, 15, 0);
    expect(nextDayStart(before, "America/New_York")).toBe(Date.UTC(2026, 2, 8, 5, 0));
  });
});
