/**
 * Random identifiers, below every floor: identity mints session tokens with them, data
 * names rows with them.
 */

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 256 bits from the platform CSPRNG, URL-safe. Used for session tokens and invites. */
export function randomToken(byteLength = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** Short random ids for rows (128 bits). */
export function newId(): string {
  return randomToken(16);
}
