import { z } from "zod";
import { indianRegions } from "./regions";

/**
 * Where a star prize is sent (`POST /api/cart/checkout`): the person, a phone the courier
 * can call, and an Indian postal address. The screen checks the same schema before it
 * sends, so a person sees each message at its field before any request.
 */

/** An Indian mobile number: 10 digits starting 6 to 9, after an optional +91; one space or hyphen may split it. */
const INDIAN_MOBILE = /^(?:\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/;
/** A PIN code: 6 digits, the first never 0. */
const PIN_CODE = /^[1-9]\d{5}$/;

const text = (min: number, max: number, missing: string) =>
  z.string().trim().min(min, missing).max(max, `At most ${max} characters`);

export const deliveryAddressFields = z.object({
  name: text(2, 80, "Enter the name of the person who receives it"),
  phone: z
    .string()
    .trim()
    .regex(INDIAN_MOBILE, "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"),
  addressLine1: text(3, 120, "Enter the house, street and area"),
  addressLine2: z.string().trim().max(120, "At most 120 characters").optional(),
  city: text(2, 60, "Enter the city or town"),
  state: z.enum(indianRegions, { error: "Choose the state or union territory" }),
  pinCode: z.string().trim().regex(PIN_CODE, "A PIN code is 6 digits and does not start with 0"),
});

/** A delivery address as stored and shown: the phone as its 10 digits, no line left out. */
export type DeliveryAddress = {
  name: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
};

/** The 10 digits of a mobile number the schema accepted (+91, spaces and hyphen dropped). */
export const mobileDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/** "+91 98765 43210": a stored number as people read it. */
export const mobileText = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
