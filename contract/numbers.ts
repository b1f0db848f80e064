import { z } from "zod";

/**
 * Numbers on the wire are strict: a JSON body's money or count field takes a
 * JSON number only, never a string like "10", "0x10" or "1e3", nor `true`; a query
 * string's number is plain decimal digits. Anything else is a 400 naming the field.
 */

/** A whole number in a JSON body, between `min` and `max`, with the field's own words. */
export function wholeNumber(
  bounds: { min: number; max: number },
  messages: { notNumber: string; notWhole: string; tooSmall: string; tooLarge: string },
) {
  return z
    .number({ error: messages.notNumber })
    .int(messages.notWhole)
    .min(bounds.min, messages.tooSmall)
    .max(bounds.max, messages.tooLarge);
}

/** A positive whole number in a query string: digits only, no sign, space or exponent. */
export const digitsQuery = (max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, "Must be plain digits")
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
