import type { HolderKind } from "./ledger";

/**
 * Where a payee's money goes, guarded against a stolen session (decision 023): a change
 * needs proof that the owner is at the keyboard, a payout to a new destination waits a
 * day (the owner can cancel it meanwhile), and the Bank says that the details changed.
 * A deposit stays open, and so blocks deactivation, until it settles, fails or expires.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A player's sign-in is fresh enough to change payout details for this long. */
export const FRESH_SIGN_IN_MS = 5 * MINUTE;

/** A payout requested within this time of a destination change waits until it ends. */
export const PAYOUT_HOLD_MS = 24 * HOUR;

/** The Bank tells the player that their payout details changed for this long. */
const DETAILS_CHANGE_NOTICE_MS = 7 * 24 * HOUR;

/** A payment link expires this long after it was made; an unpaid deposit is then closed. */
export const DEPOSIT_OPEN_MS = 30 * MINUTE;

/** Whether a session signed in at `signedInAt` counts as a fresh sign-in now. */
export function signedInRecently(signedInAt: number, now: number): boolean {
  return now - signedInAt <= FRESH_SIGN_IN_MS;
}

/** What a payee must show before their payout destination changes. */
export type DestinationProof = "none" | "fresh_sign_in" | "password";

/**
 * A player proves it by a fresh Google sign-in (a bearer token alone is not enough); a
 * contributor by their current password. A contributor's very first destination (no
 * details and no payout ever) needs no password while their sign-in is fresh, since that
 * sign-in took the password minutes ago; any later change does.
 */
export function proofToChangeDestination(
  payee: HolderKind,
  situation: { signedInAt: number; firstDestination: boolean },
  now: number,
): DestinationProof {
  const fresh = signedInRecently(situation.signedInAt, now);
  if (payee === "player") return fresh ? "none" : "fresh_sign_in";
  return situation.firstDestination && fresh ? "none" : "password";
}

/** The recent change the Bank tells the player about, or null when there is none to tell. */
export function recentDestinationChange(
  changedAt: number | null,
  now: number,
): { changedAt: number; payoutsHeldUntil: number } | null {
  if (changedAt === null || now - changedAt > DETAILS_CHANGE_NOTICE_MS) return null;
  return { changedAt, payoutsHeldUntil: changedAt + PAYOUT_HOLD_MS };
}
