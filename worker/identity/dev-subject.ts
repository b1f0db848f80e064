import { sha256Hex } from "./tokens";

/**
 * The development provider's subject for an email: stable per email, as Google keeps one
 * `sub` per account. No Worker types here, so the demo seed gives its blocked and
 * deactivated players the identity the dev sign-in will present.
 */
export const devSubjectOf = async (email: string) =>
  `dev-${(await sha256Hex(email.toLowerCase())).slice(0, 24)}`;
