const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** A day and time in the viewer's own locale and time zone. */
export function formatMoment(epochMs: number): string {
  return momentFormat.format(epochMs);
}
