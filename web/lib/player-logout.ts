import { endPlayerSession } from "./api/sign-in";
import { deleteDeviceDatabase } from "./device-db";
import { disableGoogleAutoSelect } from "./google-identity";
import { reloadPage } from "./page-location";
import { clearStored, removeStored } from "./storage";

/**
 * SPEC.md section 4: ends the session on the server, forgets the device's state, reloads.
 * After a deactivation the server has already ended every session: calling it again would
 * answer "Logout OUT" and reload before the device state is cleared.
 */
export async function logOutPlayer(options: { sessionAlreadyEnded?: boolean } = {}): Promise<void> {
  if (!options.sessionAlreadyEnded) {
    try {
      await endPlayerSession();
    } catch (error) {
      // The local sign-out below still happens; the server session expires by itself.
      console.error("Logout request failed", error);
    }
  }
  clearStored();
  await deleteDeviceDatabase();
  disableGoogleAutoSelect();
  reloadPage();
}

/**
 * Ends this session on the server and forgets only its token, so the screen the player is
 * on shows the sign-in in its place and comes back after it (guards.tsx); the device's
 * other state (a trial win waiting to be claimed) stays. For a change that needs a fresh
 * sign-in (decision 023).
 */
export async function signInAgainHere(): Promise<void> {
  try {
    await endPlayerSession();
  } catch (error) {
    // The old session expires by itself; the new sign-in is what counts.
    console.error("Logout request failed", error);
  }
  removeStored("ssid");
}
