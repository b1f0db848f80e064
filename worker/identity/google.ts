import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import type { IdentityProvider } from "./id-token";

const GOOGLE_JWKS_URL = new URL("https://www.googleapis.com/oauth2/v3/certs");

// One fetcher per isolate: jose caches the key set and refetches on an unknown `kid`.
let googleKeys: JWTVerifyGetKey | undefined;

export function googleProvider(clientId: string): IdentityProvider {
  return {
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    audience: clientId,
    keySet: async () => {
      googleKeys ??= createRemoteJWKSet(GOOGLE_JWKS_URL);
      return googleKeys;
    },
  };
}
