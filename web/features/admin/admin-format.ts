/**
 * How both admin areas show money, counts and times. Money is integer paise on the wire
 * (DESIGN.md section 5) and rupees with two decimals on screen: 1050 paise is "₹10.50".
 */
export function formatRupees(paise: number): string {
  return paise < 0 ? `-₹${paiseToRupeesText(-paise)}` : `₹${paiseToRupeesText(paise)}`;
}

/** Paise as the rupee amount an input shows: 1050 is "10.50", 1000 is "10.00". */
export function paiseToRupeesText(paise: number): string {
  const absolute = Math.abs(Math.trunc(paise));
  const sign = paise < 0 ? "-" : "";
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** "12", "12.5" or "12.50" rupees as paise; null for anything else (no sign, two decimals at most). */
export function rupeesTextToPaise(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const countFormat = new Intl.NumberFormat("en-IN");

/** A count with Indian digit grouping: 1234567 is "12,34,567". */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment in the viewer's own locale and time zone. */
export function formatDateTime(epochMs: number): string {
  return dateTimeFormat.format(epochMs);
}

/** A stable hue (0 to 359) for an id: the same contributor gets the same colour on every visit. */
export function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}
