import { bytesToBase64Url, utf8 } from "../../contract/encoding";
import { RECEIPT_ALGORITHM, type ReceiptPublicKey } from "../../contract/receipts";

/**
 * One receipt signing key as the `RECEIPT_SIGNING_KEYS` secret lists it: an Ed25519 JWK
 * (RFC 8037) named by its RFC 7638 thumbprint. `d` is the private part; a retired key
 * keeps only its public part, so it is still published and old receipts still verify.
 * WebCrypto only, so `npm run receipts:keygen`, `npm start` and the tests make keys with
 * the very code the Worker reads them with.
 */
export type ReceiptSigningJwk = { kty: "OKP"; crv: "Ed25519"; kid: string; x: string; d?: string };

/** RFC 7638: SHA-256 over the required members in lexicographic order, base64url. */
async function thumbprintOf(x: string): Promise<string> {
  const canonical = JSON.stringify({ crv: "Ed25519", kty: "OKP", x });
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(canonical))));
}

export async function makeReceiptKey(): Promise<ReceiptSigningJwk> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const { x, d } = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  if (!x || !d) throw new Error("WebCrypto exported an Ed25519 key without x or d");
  return { kty: "OKP", crv: "Ed25519", kid: await thumbprintOf(x), x, d };
}

/** What is published of a key: never `d`. */
export function publicReceiptKey({ kid, x }: ReceiptSigningJwk): ReceiptPublicKey {
  return { kty: "OKP", crv: "Ed25519", kid, x, alg: RECEIPT_ALGORITHM, use: "sig" };
}
