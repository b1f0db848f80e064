import { onFirstUse } from "./on-first-use";

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));
const momentFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);

/** A day in the viewer's own locale and time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat().format(epochMs);
}

/** A day and time in the viewer's own locale and time zone (a resume time, a log's moment). */
export function formatMoment(epochMs: number): string {
  return momentFormat().format(epochMs);
}
