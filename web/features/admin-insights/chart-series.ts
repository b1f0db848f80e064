import type { ChartPeriod, SeriesPoint } from "../../../contract/admin-insights";
import { onFirstUse } from "../../lib/on-first-use";

/**
 * The charts' periods. The server sends only periods with data; a chart shows every
 * period of its window (12 months or 30 days from `from`, worker/domain/periods.ts), the
 * empty ones as zero, so a gap looks like a gap.
 */
const PERIOD_COUNT: Record<ChartPeriod, number> = { month: 12, day: 30 };

/** The window's period keys, oldest first: "YYYY-MM" or "YYYY-MM-DD". */
export function periodsFrom(from: string, period: ChartPeriod): string[] {
  const [year = 0, month = 1, day = 1] = from.split("-").map(Number);
  return Array.from({ length: PERIOD_COUNT[period] }, (_, index) => {
    const date =
      period === "month"
        ? new Date(Date.UTC(year, month - 1 + index, 1))
        : new Date(Date.UTC(year, month - 1, day + index));
    return date.toISOString().slice(0, period === "month" ? 7 : 10);
  });
}

/** The series' value for each period, zero where the server sent none. */
export function valuesFor(periods: string[], series: SeriesPoint[]): number[] {
  const byPeriod = new Map(series.map((point) => [point.period, point.value]));
  return periods.map((period) => byPeriod.get(period) ?? 0);
}

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }),
);
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }),
);

/** "2026-03" is "Mar 2026"; "2026-03-05" is "5 Mar". Periods are calendar dates, so UTC. */
export function formatPeriod(period: string): string {
  const [year = 0, month = 1, day] = period.split("-").map(Number);
  return day === undefined
    ? monthFormat().format(Date.UTC(year, month - 1, 1))
    : dayFormat().format(Date.UTC(year, month - 1, day));
}
