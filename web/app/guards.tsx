import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { afterSignInPath } from "../lib/paths";
import { useStoredValue } from "../lib/use-stored-value";
import { AdminLoginScreen, LoginScreen, UserAdminLoginScreen } from "./sign-in-screens";

// Guards show the sign-in screen in place (SPEC.md section 2) rather than redirecting, so
// the address the user asked for stays in the bar. They only decide what to render: the
// Worker checks every call.

/** Player screens that need a session: without `ssid` the login screen is shown. */
export function RequireSession() {
  return useStoredValue("ssid") ? <Outlet /> : <LoginScreen />;
}

/** Sign-up, log-in and password screens: a signed-in player is sent home. */
export function LoggedOutOnly() {
  const { search } = useLocation();
  return useStoredValue("ssid") ? <Navigate to={afterSignInPath(search)} replace /> : <Outlet />;
}

/** One path, two screens, chosen by whether a player is signed in (/get/start). */
export function SessionSwitch({
  signedIn,
  signedOut,
}: {
  signedIn: ReactNode;
  signedOut: ReactNode;
}) {
  return useStoredValue("ssid") ? signedIn : signedOut;
}

/** Main admin screens: without `token` the admin login is shown. */
export function RequireAdmin() {
  return useStoredValue("token") ? <Outlet /> : <AdminLoginScreen />;
}

/** User-admin screens: signed in only while both `admin_token` and `ssid_admin` are stored. */
export function RequireUserAdmin() {
  const token = useStoredValue("admin_token");
  const session = useStoredValue("ssid_admin");
  return token && session ? <Outlet /> : <UserAdminLoginScreen />;
}
