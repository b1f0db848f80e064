import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDay } from "../day-format";
import { formatTimeLeft } from "../resume-time";
import { formatCount, formatLocale, formatRelativeTime } from "./formats";
import { activateUiLanguage } from "./messages";

// Numbers, dates and times follow the language in use, as written in India.

const NOW = Date.UTC(2026, 10, 29, 10, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const inHindi = () => act(() => activateUiLanguage("hi"));

afterEach(async () => {
  await act(() => activateUiLanguage("en"));
});

describe("formatCount", () => {
  it("groups a count the Indian way, in lakhs and crores", () => {
    expect(formatCount(12_345_678)).toBe("1,23,45,678");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(-100_000)).toBe("-1,00,000");
  });

  it("keeps the Indian grouping in Hindi", async () => {
    await inHindi();
    expect(formatCount(1_234_567)).toBe("12,34,567");
  });
});

describe("formatRelativeTime", () => {
  it("says a moment in the largest unit it fills", () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe("in 5 minutes");
    expect(formatRelativeTime(NOW - 2 * HOUR, NOW)).toBe("2 hours ago");
    expect(formatRelativeTime(NOW + 30_000, NOW)).toBe("in 30 seconds");
    expect(formatRelativeTime(NOW + 3 * DAY, NOW)).toBe("in 3 days");
  });

  it("rounds to the nearest whole unit", () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE + 40_000, NOW)).toBe("in 6 minutes");
  });

  it("says it in Hindi once the language is Hindi", async () => {
    await inHindi();
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe("5 मिनट में");
    expect(formatRelativeTime(NOW - 2 * HOUR, NOW)).toBe("2 घंटे पहले");
  });
});

describe("the locale of the formats", () => {
  it("is the language in use, in India", async () => {
    expect(formatLocale()).toBe("en-IN");
    await inHindi();
    expect(formatLocale()).toBe("hi-IN");
  });

  it("writes dates in the language in use", async () => {
    const day = Date.UTC(2026, 10, 29, 12);
    expect(formatDay(day)).toMatch(/Nov/);
    await inHindi();
    expect(formatDay(day)).toMatch(/नव/);
  });

  it("names the units of a long wait in the language in use", async () => {
    const wait = 2 * DAY + 3 * HOUR + 15 * MINUTE;
    expect(formatTimeLeft(wait)).toBe("2d 3h 15m");
    await inHindi();
    expect(formatTimeLeft(wait)).toBe("2 दिन 3 घं 15 मि");
  });
});
