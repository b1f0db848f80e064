import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { sessions, settings } from "../../db/schema/identity";
import { DEV_ISSUER } from "../../identity/dev-provider";
import { sha256Hex } from "../../identity/tokens";
import {
  call,
  db,
  devIdToken,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../harness";

/**
 * Forged and dead credentials for forged-tokens.test.ts. ID tokens (JWTs) are only
 * exchanged at sign-in, so each JWT forgery is one claim or header away from a token the
 * dev provider would accept; sessions are opaque, so those forgeries alter, revoke,
 * expire or swap real session tokens.
 */

export type Role = "player" | "admin" | "contributor";

export type Credentials = {
  /** The email every forged ID token claims; sign-in sends it in the body too. */
  email: string;
  live: Record<Role, string>;
  revoked: Record<Role, string>;
  expired: Record<Role, string>;
  jwt: Record<
    | "algNone"
    | "hs256WithPublicKey"
    | "wrongAudience"
    | "wrongIssuer"
    | "expired"
    | "futureNotBefore"
    | "unknownKid"
    | "jkuHeader"
    | "jwkHeader"
    | "truncatedSignature"
    | "genuineDevToken",
    string
  >;
};

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

async function devPrivateKey(): Promise<JWK> {
  const [row] = await db()
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "dev_identity.signing_key"));
  if (!row) throw new Error("the dev provider has no key yet");
  return (JSON.parse(row.value) as { privateJwk: JWK }).privateJwk;
}

async function forgedIdTokens(email: string): Promise<Credentials["jwt"]> {
  const genuineDevToken = await devIdToken(email);
  const devKey = await devPrivateKey();
  const signingKey = await importJWK(devKey, "RS256");
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: DEV_ISSUER,
    aud: env.GOOGLE_CLIENT_ID,
    sub: "forged-subject",
    email,
    email_verified: true,
    iat: now,
    exp: now + 600,
  };
  /** The dev provider's own key, with one claim or header changed. */
  const devSigned = (changes: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
    new SignJWT({ ...claims, ...changes })
      .setProtectedHeader({ alg: "RS256", kid: devKey.kid, ...header })
      .sign(signingKey);

  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...devPublicJwk } = devKey;
  // The classic confusion: the provider's public key, as published, used as an HMAC secret.
  const publicKeyPem = await exportSPKI((await importJWK(devPublicJwk, "RS256")) as CryptoKey);
  const attacker = await generateKeyPair("RS256", { extractable: true });

  return {
    algNone: `${base64Url({ alg: "none", typ: "JWT" })}.${base64Url(claims)}.`,
    hs256WithPublicKey: await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", kid: devKey.kid })
      .sign(new TextEncoder().encode(publicKeyPem)),
    wrongAudience: await devSigned({ aud: "someone-elses-client-id" }),
    // Not Google's issuer either: a Google one would make the Worker fetch Google's keys.
    wrongIssuer: await devSigned({ iss: "https://issuer.attacker.example" }),
    expired: await devSigned({ iat: now - 7200, exp: now - 3600 }),
    futureNotBefore: await devSigned({ nbf: now + 3600 }),
    unknownKid: await devSigned({}, { kid: "a-key-the-provider-never-had" }),
    jkuHeader: await devSigned({}, { jku: "https://attacker.example/jwks.json" }),
    jwkHeader: await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", jwk: await exportJWK(attacker.publicKey) })
      .sign(attacker.privateKey),
    truncatedSignature: genuineDevToken.slice(0, -12),
    genuineDevToken,
  };
}

async function signInAs(role: Role): Promise<string> {
  if (role === "player") return (await signInPlayer()).token;
  if (role === "admin") return (await signInAdmin()).token;
  return (await signInContributor()).token;
}

const LOGOUT_PATH: Record<Role, string> = {
  player: "/api/auth/logout",
  admin: "/admin/auth/logout",
  contributor: "/admin/auth/user/logout",
};

async function revokedSession(role: Role) {
  const token = await signInAs(role);
  const { status } = await call(LOGOUT_PATH[role], { method: "POST", token });
  if (status !== 200) throw new Error(`${role} logout failed: ${status}`);
  return token;
}

/** A real session whose expiry passed (moved back in the table, not waited for). */
async function expiredSession(role: Role) {
  const token = await signInAs(role);
  await db()
    .update(sessions)
    .set({ expiresAt: Date.now() - 1000 })
    .where(eq(sessions.tokenHash, await sha256Hex(token)));
  return token;
}

/**
 * The id of the session this token opens, dead or alive, so a `:sessionId` path can name
 * the presenter's own session and only the token itself decides the answer.
 */
export async function sessionIdOf(token: string): Promise<string | null> {
  const [row] = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)));
  return row?.id ?? null;
}

const ROLES: Role[] = ["player", "admin", "contributor"];
const perRole = async (make: (role: Role) => Promise<string>) =>
  Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await make(role)])),
  ) as Record<Role, string>;

export async function makeCredentials(): Promise<Credentials> {
  const email = uniqueEmail("forger");
  return {
    email,
    live: await perRole(signInAs),
    revoked: await perRole(revokedSession),
    expired: await perRole(expiredSession),
    jwt: await forgedIdTokens(email),
  };
}
