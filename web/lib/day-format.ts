const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A day in the viewer's own locale and time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat.format(epochMs);
}
