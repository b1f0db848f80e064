import type { AuthConfigResponse } from "../../contract/auth";
import { DEFAULT_PUBLIC_TERMS, type PublicTerms } from "../../contract/offers";

/**
 * `GET /api/auth/config` for the web tests: paid play on, and the settings' figures (the
 * seeded defaults, or those a test changes).
 */
export function authConfig(
  overrides: Partial<Omit<AuthConfigResponse, "terms">> & { terms?: Partial<PublicTerms> } = {},
): AuthConfigResponse {
  const { terms, ...rest } = overrides;
  return {
    googleClientId: "client",
    devIdentity: true,
    paidPlay: true,
    supportEmail: "support@quiz.local",
    ...rest,
    terms: { ...DEFAULT_PUBLIC_TERMS, ...terms },
  };
}
