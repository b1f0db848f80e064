import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  SignJWT,
} from "jose";
import { readOrKeepDevSigningKey } from "../data/settings";
import type { Database } from "../db/client";
import { devSubjectOf } from "./dev-subject";
import type { IdentityProvider } from "./id-token";

/**
 * The development identity provider (DESIGN.md section 3): it mints Google-shaped ID
 * tokens for a typed email so sign-in works with no network. Its RSA key is generated on
 * first use and kept in the settings table, so every isolate signs and verifies alike.
 * Routes that reach this module answer 404 unless DEV_IDENTITY is "on".
 */
export const DEV_ISSUER = "https://dev-identity.quizzy-edge.local";
const TOKEN_LIFETIME_SECONDS = 60 * 60;

type SigningKey = { privateJwk: JWK; publicJwk: JWK };

let cachedKey: SigningKey | undefined;

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256" },
    publicJwk: { ...publicJwk, kid, alg: "RS256", use: "sig" },
  };
}

async function loadSigningKey(db: Database): Promise<SigningKey> {
  cachedKey ??= await readOrKeepDevSigningKey(db, createSigningKey, Date.now());
  return cachedKey;
}

export async function devKeySet(db: Database): Promise<JSONWebKeySet> {
  return { keys: [(await loadSigningKey(db)).publicJwk] };
}

export function devProvider(db: Database, audience: string): IdentityProvider {
  return {
    issuers: [DEV_ISSUER],
    audience,
    keySet: async () => createLocalJWKSet(await devKeySet(db)),
  };
}

export async function mintDevIdToken(
  db: Database,
  identity: { email: string; name: string },
  audience: string,
  now: number,
): Promise<string> {
  const { privateJwk } = await loadSigningKey(db);
  const email = identity.email.toLowerCase();
  const issuedAt = Math.floor(now / 1000);
  const subject = await devSubjectOf(email);
  return new SignJWT({
    email,
    email_verified: true,
    name: identity.name || email.split("@")[0],
  })
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid!, typ: "JWT" })
    .setIssuer(DEV_ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(await importJWK(privateJwk, "RS256"));
}
