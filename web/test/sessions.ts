import { vi } from "vitest";

// The tokens are what the sign-in screens leave in localStorage (web/lib/storage.ts); the
// tests assert them back as bearers ("Bearer player-session", "Bearer admin-token").

/** A signed-in player, as the login screen leaves the browser. */
export function signInPlayer(): void {
  localStorage.setItem("ssid", "player-session");
}

/** A signed-in main admin, as the admin login leaves the browser. */
export function signInAdmin(): void {
  localStorage.setItem("token", "admin-token");
}

/** Keeps out of the output the console.error lines a screen writes about a failure the test provokes. */
export function silenceConsoleErrors(): void {
  vi.spyOn(console, "error").mockImplementation(() => {});
}

/** The usual start of a player screen's test: signed in, with its failures' logs silenced. */
export function signInPlayerQuietly(): void {
  signInPlayer();
  silenceConsoleErrors();
}

/** The usual start of an admin screen's test: signed in, with its failures' logs silenced. */
export function signInAdminQuietly(): void {
  signInAdmin();
  silenceConsoleErrors();
}
