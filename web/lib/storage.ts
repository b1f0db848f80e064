/**
 * Every localStorage key the SPA uses (SPEC.md section 3). The names are the ones
 * SPEC.md lists, so a device that already holds them keeps working.
 */
export type StoredKey =
  /** Player session token: bearer for /api. */
  | "ssid"
  /** Player user id. */
  | "user"
  | "username"
  | "email"
  /** Main-admin token: bearer for the main admin area. */
  | "token"
  /** User-admin (question contributor) token and session id; both mean signed in. */
  | "admin_token"
  | "ssid_admin"
  /** Set while the player has an active run; /start picks its screen by it. */
  | "valid"
  | "device_id"
  | "city"
  | "ip"
  /** Referral landing: the referring user and device, and the new-player flags. */
  | "refer_ui"
  | "refer_di"
  | "new"
  | "deb_new"
  /** Not one of SPEC.md's: a trial win waiting for payout details (lib/device-id.ts). */
  | "pending_trial_claim"
  /** Not one of SPEC.md's: the player's Reduce motion setting, for the first paint. */
  | "reduce_motion";

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can throw (disabled cookies, private modes, quota); the app then behaves as a
// signed-out visitor instead of crashing.
export function readStored(key: StoredKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StoredKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
  notify();
}

export function removeStored(key: StoredKey): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.error(`Could not remove ${key}`, error);
  }
  notify();
}

export function clearStored(): void {
  try {
    localStorage.clear();
  } catch (error) {
    console.error("Could not clear storage", error);
  }
  notify();
}

/** Calls the listener after any change made here or, through the storage event, in another tab. */
export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
