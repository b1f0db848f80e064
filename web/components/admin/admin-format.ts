import { groupedDigits } from "../../../contract/money-text";

/** A count with Indian digit grouping, as amounts have: 1234567 is "12,34,567". */
export const formatCount = groupedDigits;

/** A stable hue (0 to 359) for an id: the same contributor gets the same colour on every visit. */
export function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** A player's account status in words. */
export const playerStatusLabels: Record<"active" | "blocked" | "deactivated", string> = {
  active: "Active",
  blocked: "Blocked",
  deactivated: "Deactivated",
};
