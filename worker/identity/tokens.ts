/** Secrets are stored only as this digest, so a database leak reveals no live token. */
export { sha256Hex } from "../digest";

const encoder = new TextEncoder();

/** Compares every byte whatever the first difference, so timing reveals nothing. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  }
  return difference === 0;
}

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex (webhook signatures). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether `signature` is the HMAC of `message`, compared in constant time. */
export async function hmacMatches(secret: string, message: string, signature: string) {
  const expected = await hmacSha256Hex(secret, message);
  return constantTimeEqual(encoder.encode(expected), encoder.encode(signature.toLowerCase()));
}
