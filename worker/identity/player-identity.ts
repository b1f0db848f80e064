import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { DEV_ISSUER, devProvider } from "./dev-provider";
import { googleProvider } from "./google";
import { peekIssuer, type VerifiedIdentity, verifyIdToken } from "./id-token";
import { IdentityError } from "./identity-error";

/**
 * Picks the provider by the token's claimed issuer, then verifies it by that provider's
 * keys. The dev provider is a candidate only while DEV_IDENTITY is on; any other issuer
 * is refused before a key is fetched.
 */
export async function verifyPlayerIdToken(
  idToken: string,
  config: AppConfig,
  db: Database,
  now: number,
): Promise<VerifiedIdentity> {
  const issuer = peekIssuer(idToken);
  const google = googleProvider(config.googleClientId);
  if (config.devIdentity && issuer === DEV_ISSUER) {
    return verifyIdToken(idToken, devProvider(db, config.googleClientId), now);
  }
  if (issuer && google.issuers.includes(issuer)) return verifyIdToken(idToken, google, now);
  throw new IdentityError("invalid_id_token", "The sign-in token was not issued by Google");
}
