// Proves the provider-independent verifier with a Google-shaped provider whose key set
// is local: issuer list, audience, expiry, required claims and the key-source headers.
// The real Google JWKS is not reachable from tests; the dev provider path runs through
// the routes in routes/player-auth.test.ts.
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { asHttpError } from "../http/errors";
import { type IdentityProvider, verifyIdToken } from "./id-token";

const AUDIENCE = "client-123.apps.googleusercontent.com";
const NOW = Date.UTC(2026, 10, 22, 12);
let signingKey: CryptoKey;
let provider: IdentityProvider;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" };
  provider = {
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    audience: AUDIENCE,
    keySet: async () => createLocalJWKSet({ keys: [publicJwk] }),
  };
});

function googleToken(
  overrides: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
) {
  const iat = Math.floor(NOW / 1000);
  return new SignJWT({
    iss: "accounts.google.com",
    aud: AUDIENCE,
    sub: "1234567890",
    email: "Asha@Example.com",
    email_verified: true,
    name: "Asha",
    picture: "https://example.com/a.png",
    iat,
    exp: iat + 3600,
    ...overrides,
  })
    .setProtectedHeader({ alg: "RS256", kid: "k1", ...header })
    .sign(signingKey);
}

const rejection = async (token: Promise<string>) => {
  const error = await verifyIdToken(await token, provider, NOW).catch((e: unknown) => e);
  const refusal = asHttpError(error);
  expect(refusal).not.toBeNull();
  return refusal?.status;
};

describe("verifyIdToken", () => {
  it("returns the identity of a valid token, email lower-cased", async () => {
    expect(await verifyIdToken(await googleToken(), provider, NOW)).toEqual({
      subject: "1234567890",
      email: "asha@example.com",
      name: "Asha",
      picture: "https://example.com/a.png",
    });
  });

  it("accepts both of Google's issuer spellings", async () => {
    const token = await googleToken({ iss: "https://accounts.google.com" });
    await expect(verifyIdToken(token, provider, NOW)).resolves.toMatchObject({ name: "Asha" });
  });

  it("refuses the wrong audience", async () => {
    expect(await rejection(googleToken({ aud: "other-client" }))).toBe(401);
  });

  it("refuses the wrong issuer", async () => {
    expect(await rejection(googleToken({ iss: "https://accounts.google.evil" }))).toBe(401);
  });

  it("refuses an expired token", async () => {
    const iat = Math.floor(NOW / 1000) - 7200;
    expect(await rejection(googleToken({ iat, exp: iat + 3600 }))).toBe(401);
  });

  // Lenient input once let a token with an `iat` in the future through.
  it("refuses a token issued more than 60 s ahead of our clock, and accepts 60 s", async () => {
    const now = Math.floor(NOW / 1000);
    expect(await rejection(googleToken({ iat: now + 61, exp: now + 3661 }))).toBe(401);
    const skewed = await googleToken({ iat: now + 60, exp: now + 3660 });
    await expect(verifyIdToken(skewed, provider, NOW)).resolves.toMatchObject({ name: "Asha" });
  });

  it("refuses a token older than Google's hour plus the skew, whatever its exp", async () => {
    const now = Math.floor(NOW / 1000);
    expect(await rejection(googleToken({ iat: now - 3661, exp: now + 600 }))).toBe(401);
    const lateButFresh = await googleToken({ iat: now - 3660, exp: now + 600 });
    await expect(verifyIdToken(lateButFresh, provider, NOW)).resolves.toMatchObject({
      name: "Asha",
    });
  });

  it("refuses a token not yet valid", async () => {
    expect(await rejection(googleToken({ nbf: Math.floor(NOW / 1000) + 600 }))).toBe(401);
  });

  it("refuses an unknown key id", async () => {
    expect(await rejection(googleToken({}, { kid: "k2" }))).toBe(401);
  });

  it("refuses a jku header", async () => {
    expect(await rejection(googleToken({}, { jku: "https://evil.example/jwks" }))).toBe(401);
  });

  it("refuses a token without an email", async () => {
    expect(await rejection(googleToken({ email: undefined }))).toBe(401);
  });

  it("refuses a truncated signature", async () => {
    const token = await googleToken();
    expect(await rejection(Promise.resolve(token.slice(0, -10)))).toBe(401);
  });

  it("refuses an HS256 token signed with the public key as a secret", async () => {
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = new SignJWT({
      iss: "accounts.google.com",
      aud: AUDIENCE,
      sub: "x",
      email: "a@b.co",
      email_verified: true,
    })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setIssuedAt(Math.floor(NOW / 1000))
      .setExpirationTime(Math.floor(NOW / 1000) + 600)
      .sign(secret);
    expect(await rejection(token)).toBe(401);
  });

  it("reports an unreachable key set as 503, not as a bad token", async () => {
    const unreachable: IdentityProvider = {
      ...provider,
      keySet: async () => async () => {
        throw new TypeError("fetch failed");
      },
    };
    const error = await verifyIdToken(await googleToken(), unreachable, NOW).catch((e) => e);
    expect(asHttpError(error)?.status).toBe(503);
  });
});
