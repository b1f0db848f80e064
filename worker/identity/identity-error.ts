/**
 * Why a sign-in failed, in identity's own words; the HTTP layer (http/errors.ts) decides
 * the status. A bad token is the caller's fault, an unreachable key set is ours.
 */
export type IdentityFailure = "invalid_id_token" | "identity_unavailable";

export class IdentityError extends Error {
  constructor(
    readonly failure: IdentityFailure,
    message: string,
  ) {
    super(message);
  }
}
