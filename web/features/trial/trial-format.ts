/** A rupee amount as SPEC.md section 9 shows it: whole rupees with ".00" ("₹50.00"). */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toFixed(2)}`;
}
