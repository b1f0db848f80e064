/**
 * Money is integer paise on the wire (DESIGN.md section 5) and rupees with two decimals
 * on screen (SPEC.md section 9): 1000 paise is "₹10.00". Paise that are not whole rupees
 * are shown as they are rather than rounded away.
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, "0");
  return `${sign}₹${rupees}.${rest}`;
}

/** "coin" or "coins" for `count`: the units here are nouns with a regular plural. */
export function unitFor(count: number, unit: string): string {
  return count === 1 ? unit : `${unit}s`;
}

/** "1 coin", "150 coins". */
export function countOf(count: number, unit: string): string {
  return `${count} ${unitFor(count, unit)}`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A day in the viewer's own locale and time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat.format(epochMs);
}
