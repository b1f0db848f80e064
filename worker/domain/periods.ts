import type { ChartPeriod } from "../../contract/admin-insights";

/**
 * The windows of the admin's charts and balance: the last 12 months or 30 days, with day
 * and month boundaries in the run settings' time zone (the same one as the daily free
 * try). Pure: `now` is passed in.
 */
const PERIOD_COUNT: Record<ChartPeriod, number> = { month: 12, day: 30 };

/** SQLite `strftime` formats of a period's key, matching `from` below. */
export const PERIOD_FORMAT: Record<ChartPeriod, string> = { month: "%Y-%m", day: "%Y-%m-%d" };

/** The zone's offset from UTC at `at`, e.g. 19 800 000 for Asia/Kolkata (+05:30). */
export function utcOffsetMs(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(at))
    .find((part) => part.type === "timeZoneName")?.value;
  const match = name?.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0; // "GMT" alone: the zone is UTC at that moment.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === "-" ? -1 : 1) * minutes * 60_000;
}

export type PeriodWindow = {
  period: ChartPeriod;
  /** The first instant of the window (epoch ms). */
  since: number;
  /**
   * Added to a timestamp before it is bucketed. Taken at `now`, so in a zone with daylight
   * saving a few hours near a change may land in the neighbouring day.
   */
  offsetMs: number;
  /** The first period's key. */
  from: string;
};

export function periodWindow(period: ChartPeriod, now: number, timeZone: string): PeriodWindow {
  const offsetMs = utcOffsetMs(timeZone, now);
  const local = new Date(now + offsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const count = PERIOD_COUNT[period];
  const startLocal =
    period === "day"
      ? Date.UTC(year, month, local.getUTCDate() - (count - 1))
      : Date.UTC(year, month - (count - 1), 1);
  return {
    period,
    since: startLocal - offsetMs,
    offsetMs,
    from: new Date(startLocal).toISOString().slice(0, period === "day" ? 10 : 7),
  };
}
