/**
 * Money is integer paise on the wire (DESIGN.md section 5) and rupees with two decimals
 * on screen: the contract's `rupeeText`, which the Worker's messages use too.
 */
import { rupeeText } from "../../contract/money-text";

export { rupeeText };

/** An amount the server sends in rupees (a payout's `rupee`) the same way: 40 is "₹40.00". */
export function formatRupees(rupees: number): string {
  return rupeeText(Math.round(rupees * 100));
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
