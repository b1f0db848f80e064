const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** A day in the viewer's own locale and time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat.format(epochMs);
}

/** A day and time in the viewer's own locale and time zone. */
export function formatMoment(epochMs: number): string {
  return momentFormat.format(epochMs);
}
