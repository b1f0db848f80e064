/**
 * Money is integer paise on the wire (DESIGN.md section 5) and rupees with two decimals
 * on screen (SPEC.md section 9), grouped the Indian way: 1050 paise is "₹10.50",
 * 1_000_000 is "₹10,000.00" and 10_000_000 is "₹1,00,000.00". The Worker's messages and
 * the SPA's screens both write amounts with this, so they read the same everywhere; the
 * admin screens' counts are grouped by the same rule.
 */
export function rupeeText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${groupedRupees(Math.abs(Math.trunc(paise)))}`;
}

/** Whole paise as grouped rupees without the sign: 123_456_700 is "12,34,567.00". */
function groupedRupees(paise: number): string {
  const decimals = String(paise % 100).padStart(2, "0");
  return `${groupedDigits(Math.floor(paise / 100))}.${decimals}`;
}

/** A whole number grouped the Indian way: 1234567 is "12,34,567", -1500 is "-1,500". */
export function groupedDigits(count: number): string {
  const whole = Math.trunc(count);
  const digits = String(Math.abs(whole));
  // The last three digits are one group, every two before them another (lakh, crore).
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${whole < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
