// Proves the admin areas' contributor colours and a chart's window of periods.
import { describe, expect, it } from "vitest";
import { formatPeriod, periodsFrom, valuesFor } from "../../features/admin-insights/chart-series";
import { hueOf } from "./admin-format";

describe("contributor colours", () => {
  it("gives an id the same hue every time, within 0 to 359", () => {
    expect(hueOf("contributor-asha")).toBe(hueOf("contributor-asha"));
    expect(hueOf("contributor-asha")).toBeGreaterThanOrEqual(0);
    expect(hueOf("contributor-asha")).toBeLessThan(360);
  });
});

describe("chart periods", () => {
  it("lists twelve months across a year end and thirty days across a month end", () => {
    const months = periodsFrom("2025-04", "month");
    expect(months).toHaveLength(12);
    expect(months.slice(8, 10)).toEqual(["2025-12", "2026-01"]);
    const days = periodsFrom("2026-02-15", "day");
    expect(days).toHaveLength(30);
    expect(days.slice(13, 15)).toEqual(["2026-02-28", "2026-03-01"]);
  });

  it("fills the periods without data with zero", () => {
    expect(valuesFor(["2026-01", "2026-02"], [{ period: "2026-02", value: 4 }])).toEqual([0, 4]);
  });

  it("names months and days", () => {
    expect(formatPeriod("2026-03")).toBe("Mar 2026");
    expect(formatPeriod("2026-03-05")).toBe("5 Mar");
  });
});
