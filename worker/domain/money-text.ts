/** An amount for a sentence: 2050 paise is "₹20.50", 2000 is "₹20.00" (SPEC.md section 9). */
export const rupeeText = (paise: number): string => `₹${(paise / 100).toFixed(2)}`;
