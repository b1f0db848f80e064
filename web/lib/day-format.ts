import { onFirstUse } from "./on-first-use";

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));
const momentFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);
const nearMomentFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }),
);

/** A day in the viewer's own locale and time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat().format(epochMs);
}

/** A day and time in the viewer's own locale and time zone (a resume time, a log's moment). */
export function formatMoment(epochMs: number): string {
  return momentFormat().format(epochMs);
}

/** A moment within days of now, without the year: "28 Nov, 3:40 pm" (a payout's hold). */
export function formatNearMoment(epochMs: number): string {
  return nearMomentFormat().format(epochMs);
}
