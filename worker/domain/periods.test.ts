// Proves the chart windows as pure rules: a zone's UTC offset, and the first instant and
// key of the last 30 days or 12 months, counted in that zone's calendar.
import { describe, expect, it } from "vitest";
import { periodWindow, utcOffsetMs } from "./periods";

const HOUR = 3_600_000;

describe("utcOffsetMs", () => {
  it("reads fixed, negative, daylight-saving and zero offsets", () => {
    const july = Date.UTC(2026, 6, 1);
    expect(utcOffsetMs("Asia/Kolkata", july)).toBe(5.5 * HOUR);
    expect(utcOffsetMs("America/New_York", july)).toBe(-4 * HOUR);
    expect(utcOffsetMs("America/New_York", Date.UTC(2026, 0, 1))).toBe(-5 * HOUR);
    expect(utcOffsetMs("UTC", july)).toBe(0);
  });
});

describe("periodWindow", () => {
  // 2026-03-01 01:00 in Kolkata is still 28 February in UTC.
  const now = Date.UTC(2026, 1, 28, 19, 30);

  it("starts 29 days before today, at the zone's midnight", () => {
    expect(periodWindow("day", now, "Asia/Kolkata")).toEqual({
      period: "day",
      since: Date.UTC(2026, 0, 31) - 5.5 * HOUR,
      offsetMs: 5.5 * HOUR,
      from: "2026-01-31",
    });
  });

  it("starts 11 months before this month, across a year boundary", () => {
    expect(periodWindow("month", now, "Asia/Kolkata")).toEqual({
      period: "month",
      since: Date.UTC(2025, 3, 1) - 5.5 * HOUR,
      offsetMs: 5.5 * HOUR,
      from: "2025-04",
    });
    expect(periodWindow("month", now, "UTC").from).toBe("2025-03");
  });
});
