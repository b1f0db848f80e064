import { DEVICE_ID_PATTERN } from "../../contract/device-id";
import { readStored, removeStored, writeStored } from "./storage";

// Where storage refuses writes (private modes, quota), the id still holds for this page's life.
let unstoredDeviceId: string | null = null;

function newDeviceId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID().replaceAll("-", "");
  // 24 random bytes are 32 base64url characters.
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

/**
 * This browser's device id (SPEC.md section 3's `device_id`): the visitor trial's key, so
 * a bearer credential. It goes only to the trial's own calls, to sign-in and to the
 * visitor's socket (as a sub-protocol, never in its address), never into a link or
 * anything another player sees (DESIGN.md section 2). Read once stored; made and
 * stored on first use, or again if what is stored is malformed.
 */
export function readDeviceId(): string {
  const existing = readExistingDeviceId();
  if (existing !== null) return existing;
  const made = newDeviceId();
  writeStored("device_id", made);
  if (readStored("device_id") !== made) unstoredDeviceId = made;
  return made;
}

/**
 * The device id this browser already has, or null: for a caller that only tells the
 * server about a device (the visitor's socket) and must not make one.
 */
export function readExistingDeviceId(): string | null {
  const stored = readStored("device_id");
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  return unstoredDeviceId;
}

/**
 * A trial win this device is claiming: Claim Now sets it (with the device id), and
 * /account/upi makes the claim once payout details are saved, then forgets it. It lives
 * here because the trial and the account features both need it and must not import each
 * other.
 */
export function rememberPendingTrialClaim(deviceId: string): void {
  writeStored("pending_trial_claim", deviceId);
}

/** The device id of a claim still to be made, or null. */
export function readPendingTrialClaim(): string | null {
  const value = readStored("pending_trial_claim");
  return value !== null && DEVICE_ID_PATTERN.test(value) ? value : null;
}

export function forgetPendingTrialClaim(): void {
  removeStored("pending_trial_claim");
}
