import { bytesToBase64Url } from "../contract/encoding";

/**
 * Random identifiers, below every floor: identity mints session tokens with them, data
 * names rows with them.
 */

/** 256 bits from the platform CSPRNG, URL-safe. Used for session tokens and invites. */
export function randomToken(byteLength = 32): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** Short random ids for rows (128 bits). */
export function newId(): string {
  return randomToken(16);
}
