import {
  decodeJwt,
  decodeProtectedHeader,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from "jose";
import { plainLineOf } from "../../contract/plain-text";
import { IdentityError } from "./identity-error";

/** Where ID tokens come from: Google in production, the dev provider locally. */
export type IdentityProvider = {
  issuers: string[];
  audience: string;
  /** The provider's JSON Web Key Set, resolved by `kid`. */
  keySet: () => Promise<JWTVerifyGetKey>;
};

export type VerifiedIdentity = {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
};

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * How far the issuer's clock may be from ours when it stamps `iat`: a token issued
 * further ahead was minted by a clock we cannot trust, and one older than Google's
 * lifetime plus this is stale, whatever its `exp` says.
 */
const ISSUED_AT_SKEW_SECONDS = 60;
/** Google ID tokens live one hour. */
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** Headers that would let a token name its own key; we only trust the provider's key set. */
const KEY_SOURCE_HEADERS = ["jku", "jwk", "x5u", "x5c"] as const;

const invalidToken = (message: string) => new IdentityError("invalid_id_token", message);

const providerUnreachable = () =>
  new IdentityError("identity_unavailable", "Sign-in is unavailable right now. Try again soon.");

/** The unverified issuer, used only to pick which provider's keys verify the token. */
export function peekIssuer(idToken: string): string | null {
  try {
    const { iss } = decodeJwt(idToken);
    return typeof iss === "string" ? iss : null;
  } catch {
    return null;
  }
}

/**
 * The single verification path for every identity provider: RS256 signature by the
 * provider's JWKS, issuer, audience, expiry and a verified email.
 */
export async function verifyIdToken(
  idToken: string,
  provider: IdentityProvider,
  now: number,
): Promise<VerifiedIdentity> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(idToken);
  } catch {
    throw invalidToken("The sign-in token is malformed");
  }
  if (KEY_SOURCE_HEADERS.some((name) => name in header)) {
    throw invalidToken("The sign-in token names its own key");
  }
  try {
    const { payload } = await jwtVerify(idToken, await provider.keySet(), {
      issuer: provider.issuers,
      audience: provider.audience,
      algorithms: ["RS256"],
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "email", "exp", "iat"],
    });
    const issuedAgoSeconds = now / 1000 - Number(payload.iat);
    if (!(issuedAgoSeconds >= -ISSUED_AT_SKEW_SECONDS)) {
      throw invalidToken("The sign-in token was issued in the future");
    }
    if (issuedAgoSeconds > TOKEN_LIFETIME_SECONDS + ISSUED_AT_SKEW_SECONDS) {
      throw invalidToken("The sign-in token is too old");
    }
    if (payload.email_verified !== true) throw invalidToken("The Google email is not verified");
    return {
      subject: String(payload.sub),
      email: String(payload.email).toLowerCase(),
      // The account's first name comes from here and others read it (reviews, the
      // admins' lists), so it is made plain as a typed name must be: the person set it
      // at the provider, where direction marks are allowed.
      name: typeof payload.name === "string" ? plainLineOf(payload.name) : "",
      picture: typeof payload.picture === "string" ? payload.picture : null,
    };
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw invalidToken("The sign-in token has expired");
    if (error instanceof joseErrors.JWKSTimeout) throw providerUnreachable();
    if (error instanceof joseErrors.JOSEError) throw invalidToken("The sign-in token is not valid");
    // Anything else came from fetching the provider's key set, not from the token.
    throw providerUnreachable();
  }
}
