/**
 * Bytes as text, the same in the Worker and the browser: base64url without padding
 * (RFC 4648 section 5, as JWS and JWK use it), UTF-8 and SHA-256 hex. Base64url decoding
 * is strict: only the canonical spelling of some bytes is accepted, so a receipt with one
 * character changed never decodes to the bytes it was signed over.
 */

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes, or null when `text` is not the canonical base64url of any. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // The last character may carry unused bits; only the spelling with them zero is canonical.
  return bytesToBase64Url(bytes) === text ? bytes : null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(encoder.encode(text));

export const jsonToBase64Url = (value: unknown) => bytesToBase64Url(utf8(JSON.stringify(value)));

/** The JSON value a segment spells, or undefined when it is not base64url of UTF-8 JSON. */
export function base64UrlToJson(text: string): unknown {
  const bytes = base64UrlToBytes(text);
  if (!bytes) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

/** SHA-256 of a text (as UTF-8) or of bytes, as lower-case hex. */
export async function sha256Hex(input: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    typeof input === "string" ? utf8(input) : input,
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
