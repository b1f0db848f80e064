import { z } from "zod";
import type { ReceiptKeySet } from "../../contract/receipts";
import { publicReceiptKey, type ReceiptSigningJwk } from "./receipt-key";

/**
 * The receipt keys of this deployment, from the `RECEIPT_SIGNING_KEYS` secret: a JSON list
 * of Ed25519 JWKs, oldest first. The last one signs and must carry its private part;
 * every one is published, so a rotation (a new key appended) leaves old receipts
 * verifiable (docs/DEPLOY.md). A missing or malformed secret fails loudly on first use.
 * No Worker types here, so the bench signs with the very same code.
 */
export type ReceiptKeyring = { kid: string; signingKey: CryptoKey; keySet: ReceiptKeySet };

const base64UrlKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a 32-byte key in base64url");

const keyListSchema = z
  .array(
    z.object({
      kty: z.literal("OKP"),
      crv: z.literal("Ed25519"),
      kid: z.string().min(1).max(100),
      x: base64UrlKey,
      d: base64UrlKey.optional(),
    }),
  )
  .min(1)
  .refine((keys) => keys.at(-1)?.d !== undefined, "the newest (last) key must carry its d")
  .refine((keys) => new Set(keys.map((key) => key.kid)).size === keys.length, "kids must differ");

function parseKeyList(secret: string | undefined): ReceiptSigningJwk[] {
  if (!secret) {
    throw new Error("RECEIPT_SIGNING_KEYS is not set: see docs/DEPLOY.md (receipts)");
  }
  let json: unknown;
  try {
    json = JSON.parse(secret);
  } catch {
    throw new Error("RECEIPT_SIGNING_KEYS is not JSON: see docs/DEPLOY.md (receipts)");
  }
  const parsed = keyListSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`RECEIPT_SIGNING_KEYS is malformed: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Builds a keyring from the secret's text. */
export async function keyringFrom(secret: string | undefined): Promise<ReceiptKeyring> {
  const keys = parseKeyList(secret);
  const signing = keys.at(-1)!;
  const signingKey = await crypto.subtle.importKey(
    "jwk",
    { kty: signing.kty, crv: signing.crv, x: signing.x, d: signing.d },
    { name: "Ed25519" },
    false,
    ["sign"],
  );
  return {
    kid: signing.kid,
    signingKey,
    keySet: { keys: keys.map(publicReceiptKey).reverse() },
  };
}

/**
 * The keyring of the deployment's `RECEIPT_SIGNING_KEYS` secret, imported once per
 * isolate and secret: the answer path must not pay for the import each time.
 */
const keyrings = new Map<string, Promise<ReceiptKeyring>>();

export function receiptKeyring(secret: string | undefined): Promise<ReceiptKeyring> {
  const cacheKey = secret ?? "";
  let keyring = keyrings.get(cacheKey);
  if (!keyring) {
    keyring = keyringFrom(secret);
    // A failure is not cached, so fixing the secret needs no restart.
    keyring.catch(() => keyrings.delete(cacheKey));
    keyrings.set(cacheKey, keyring);
  }
  return keyring;
}
