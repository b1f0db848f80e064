import type * as auth from "../auth";
import type * as passwords from "../passwords";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * Signing in and out of the three areas (DESIGN.md section 3): players with a Google ID
 * token, main admins and user-admins with a password; admin invites and passwords.
 */
export const signInRoutes = {
  /** What the sign-in screen needs before anyone signs in, and the public terms. */
  authConfig: defineRoute({
    method: "GET",
    path: "/api/auth/config",
    caller: "visitor",
    reply: json<auth.AuthConfigResponse>(),
  }),
  playerSignUp: defineRoute({
    method: "POST",
    path: "/api/post/new/google/user",
    caller: "visitor",
    body: schemas.auth("googleSignInBody"),
    reply: json<auth.NewGoogleUserResponse>(),
  }),
  playerSignIn: defineRoute({
    method: "POST",
    path: "/api/post/google/auth",
    caller: "visitor",
    body: schemas.auth("googleSignInBody"),
    reply: json<auth.GoogleAuthResponse>(),
  }),
  playerLogout: defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    caller: "player",
    endsSession: true,
    reply: json<auth.StatusOk>(),
  }),
  me: defineRoute({
    method: "GET",
    path: "/api/me",
    caller: "player",
    reply: json<auth.MeResponse>(),
  }),
  adminLogin: defineRoute({
    method: "POST",
    path: "/admin/auth/login",
    caller: "visitor",
    body: schemas.auth("adminLoginBody"),
    reply: json<auth.AdminLoginResponse>(),
  }),
  adminSignup: defineRoute({
    method: "POST",
    path: "/admin/auth/signup",
    caller: "visitor",
    body: schemas.auth("adminSignupBody"),
    reply: json<auth.AdminLoginResponse>(),
  }),
  adminLogout: defineRoute({
    method: "POST",
    path: "/admin/auth/logout",
    caller: "admin",
    endsSession: true,
    reply: json<auth.StatusOk>(),
  }),
  adminInvite: defineRoute({
    method: "POST",
    path: "/admin/auth/invites",
    caller: "admin",
    reply: json<auth.AdminInviteResponse>(),
  }),
  /** The main admins (also the /admin/admins screen). */
  admins: defineRoute({
    method: "GET",
    path: "/admin/admins",
    caller: "admin",
    screen: true,
    reply: json<passwords.AdminsResponse>(),
  }),
  contributorLogin: defineRoute({
    method: "POST",
    path: "/admin/auth/user/login",
    caller: "visitor",
    body: schemas.auth("adminLoginBody"),
    reply: json<auth.ContributorLoginResponse>(),
  }),
  contributorLogout: defineRoute({
    method: "POST",
    path: "/admin/auth/user/logout",
    caller: "contributor",
    endsSession: true,
    reply: json<auth.StatusOk>(),
  }),
  adminChangePassword: defineRoute({
    method: "POST",
    path: "/admin/auth/password",
    caller: "admin",
    body: schemas.passwords("changePasswordBody"),
    reply: json<auth.StatusOk>(),
  }),
  contributorChangePassword: defineRoute({
    method: "POST",
    path: "/admin/auth/user/password",
    caller: "contributor",
    body: schemas.passwords("changePasswordBody"),
    reply: json<auth.StatusOk>(),
  }),
  /** A main admin issues a one-time reset link for a user-admin or another main admin. */
  issuePasswordReset: defineRoute({
    method: "POST",
    path: "/admin/auth/password-resets",
    caller: "admin",
    body: schemas.passwords("issueResetBody"),
    reply: json<passwords.IssueResetResponse>(),
  }),
  /** Whoever holds a reset link sets a new password with it. */
  usePasswordReset: defineRoute({
    method: "POST",
    path: "/admin/auth/reset-password",
    caller: "visitor",
    body: schemas.passwords("useResetBody"),
    reply: json<passwords.UseResetResponse>(),
  }),
};
