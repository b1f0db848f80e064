// Proves player sign-in accepts only ID tokens verified by the provider's keys (issuer,
// audience, expiry, verified email), that the body cannot claim another email, and that
// logout revokes the session. Google's own JWKS is not reachable here, so the Google
// path is covered in identity/id-token.test.ts with a local key set.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from "jose";
import { describe, expect, it } from "vitest";
import { settings } from "../db/schema/identity";
import { DEV_ISSUER, mintDevIdToken } from "../identity/dev-provider";
import { app } from "../index";
import {
  call,
  db,
  devIdToken,
  signInAdmin,
  signInBody,
  signInPlayer,
  uniqueEmail,
} from "../test/harness";

const audience = env.GOOGLE_CLIENT_ID;

async function devSigningKey() {
  const [row] = await db()
    .select()
    .from(settings)
    .where(eq(settings.key, "dev_identity.signing_key"));
  return (JSON.parse(row!.value) as { privateJwk: JWK }).privateJwk;
}

/** Signs arbitrary claims with the real dev key, to vary one claim at a time. */
async function signWithDevKey(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
) {
  await devIdToken(uniqueEmail()); // makes sure the key exists
  const jwk = await devSigningKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid!, ...header })
    .setIssuer((claims.iss as string) ?? DEV_ISSUER)
    .setAudience((claims.aud as string) ?? audience)
    .setSubject("dev-forged")
    .setIssuedAt((claims.iat as number) ?? now)
    .setExpirationTime((claims.exp as number) ?? now + 600)
    .sign(await importJWK(jwk, "RS256"));
}

const signIn = (email: string, idToken: string) =>
  call("/api/post/google/auth", { body: signInBody(email, idToken) });

describe("player sign-in", () => {
  it("creates the account once and reports whether it was new", async () => {
    const email = uniqueEmail();
    const idToken = await devIdToken(email);
    const first = await call("/api/post/new/google/user", { body: signInBody(email, idToken) });
    const second = await call("/api/post/new/google/user", { body: signInBody(email, idToken) });
    expect(first.json).toEqual({ Status: "OK", created: true, replacesDeactivated: false });
    expect(second.json).toEqual({ Status: "OK", created: false, replacesDeactivated: false });
  });

  it("answers an opaque session token, the user id and the username", async () => {
    const email = uniqueEmail();
    const { status, json } = await signIn(email, await devIdToken(email));
    expect(status).toBe(200);
    expect(json).toMatchObject({ Status: "OK", username: email.split("@")[0] });
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(String(json.token).split(".")).toHaveLength(1);
    const me = await call("/api/me", { token: json.token as string });
    expect(me.json).toMatchObject({ user: { id: json.user, email } });
  });

  it("refuses a token signed by a key that is not the provider's", async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const kid = (await exportJWK(publicKey)).kid ?? "attacker";
    const email = uniqueEmail();
    const forged = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(DEV_ISSUER)
      .setAudience(audience)
      .setSubject("dev-attacker")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
    const { status, json } = await signIn(email, forged);
    expect(status).toBe(401);
    expect(json.error).toBe("invalid_id_token");
  });

  it("refuses an expired token", async () => {
    const email = uniqueEmail();
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    const expired = await mintDevIdToken(db(), { email, name: "" }, audience, twoHoursAgo);
    const { status, json } = await signIn(email, expired);
    expect(status).toBe(401);
    expect(json.message).toMatch(/expired/);
  });

  it("refuses a token for another audience", async () => {
    const email = uniqueEmail();
    const token = await mintDevIdToken(db(), { email, name: "" }, "someone-else", Date.now());
    expect((await signIn(email, token)).status).toBe(401);
  });

  it("refuses a token from an unknown issuer before fetching any key", async () => {
    const email = uniqueEmail();
    const token = await signWithDevKey({ email, iss: "https://issuer.example" });
    const { status, json } = await signIn(email, token);
    expect(status).toBe(401);
    expect(json.message).toMatch(/not issued by Google/);
  });

  it("refuses a token whose email is not verified", async () => {
    const email = uniqueEmail();
    const token = await signWithDevKey({ email, email_verified: false });
    expect((await signIn(email, token)).status).toBe(401);
  });

  it("refuses a token that names its own key in a jwk header", async () => {
    const email = uniqueEmail();
    const { publicKey } = await generateKeyPair("RS256");
    const token = await signWithDevKey({ email }, { jwk: await exportJWK(publicKey) });
    expect((await signIn(email, token)).status).toBe(401);
  });

  it("refuses an unsigned token (alg none)", async () => {
    const email = uniqueEmail();
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({
      iss: DEV_ISSUER,
      aud: audience,
      sub: "dev-none",
      email,
      email_verified: true,
      iat: now,
      exp: now + 600,
    })}.`;
    expect((await signIn(email, unsigned)).status).toBe(401);
  });

  it("refuses a body email that differs from the token's", async () => {
    const idToken = await devIdToken(uniqueEmail("real"));
    const { status, json } = await signIn(uniqueEmail("claimed"), idToken);
    expect(status).toBe(403);
    expect(json.error).toBe("email_mismatch");
  });

  it("refuses a dev token once the dev provider is disabled", async () => {
    const email = uniqueEmail();
    const idToken = await devIdToken(email);
    const response = await app.request(
      "/api/post/google/auth",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(signInBody(email, idToken)),
      },
      { ...env, DEV_IDENTITY: "" },
    );
    expect(response.status).toBe(401);
  });

  it("ends the session on logout", async () => {
    const { token } = await signInPlayer();
    expect((await call("/api/me", { token })).status).toBe(200);
    expect((await call("/api/auth/logout", { method: "POST", token })).json).toEqual({
      Status: "OK",
    });
    const after = await call("/api/me", { token });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ error: "unauthorized", Logout: "OUT" });
  });

  it("does not accept an admin token as a player session", async () => {
    const { token } = await signInAdmin();
    expect((await call("/api/me", { token })).status).toBe(401);
  });
});

describe("development identity provider", () => {
  it("mints an RS256 token with a verified email", async () => {
    const email = uniqueEmail();
    const token = await devIdToken(email, "Asha");
    expect(decodeProtectedHeader(token).alg).toBe("RS256");
    expect(decodeJwt(token)).toMatchObject({
      email,
      email_verified: true,
      name: "Asha",
      iss: DEV_ISSUER,
    });
  });

  it("publishes its key set", async () => {
    await devIdToken(uniqueEmail());
    const { json } = await call("/api/dev/jwks");
    expect(json.keys).toEqual([expect.objectContaining({ kty: "RSA", alg: "RS256" })]);
    expect(JSON.stringify(json)).not.toMatch(/"d"|"p"|"q"/);
  });

  it("answers 404 on every route when the dev variable is unset", async () => {
    for (const path of ["/api/dev/id-token?email=a%40b.co", "/api/dev/jwks"]) {
      const response = await app.request(path, {}, { ...env, DEV_IDENTITY: "" });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
    }
  });
});
