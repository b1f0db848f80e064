/**
 * Money on the wire. Inside, every amount is integer paise (decision 004); the wire's
 * `rupee`-style fields are rupees. The one rule: exact, never rounded. A whole number of
 * paise divided by 100 has at most two decimals, and JSON prints it as such (1250 →
 * 12.5, 1999 → 19.99), so a figure never shows money that is not there or hides money
 * that is. Screens add the ".00" (web/lib/money.ts).
 */
export const rupees = (paise: number): number => paise / 100;

/** Whole rupees from a request (already checked to be an integer) as paise. */
export const paiseOf = (wholeRupees: number): number => Math.round(wholeRupees * 100);
