import type {
  AdminInviteResponse,
  AdminLoginResponse,
  AuthConfigResponse,
  ContributorLoginResponse,
  GoogleAuthResponse,
  MeResponse,
  NewGoogleUserResponse,
  StatusOk,
} from "../auth";
import type { AdminsResponse, IssueResetResponse, UseResetResponse } from "../passwords";
import { defineRoute, json, schemasFrom } from "../route";

const authSchemas = schemasFrom(() => import("../auth"));
const passwordSchemas = schemasFrom(() => import("../passwords"));

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
    reply: json<AuthConfigResponse>(),
  }),
  playerSignUp: defineRoute({
    method: "POST",
    path: "/api/post/new/google/user",
    caller: "visitor",
    body: authSchemas("googleSignInBody"),
    reply: json<NewGoogleUserResponse>(),
  }),
  playerSignIn: defineRoute({
    method: "POST",
    path: "/api/post/google/auth",
    caller: "visitor",
    body: authSchemas("googleSignInBody"),
    reply: json<GoogleAuthResponse>(),
  }),
  playerLogout: defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    caller: "player",
    endsSession: true,
    reply: json<StatusOk>(),
  }),
  me: defineRoute({
    method: "GET",
    path: "/api/me",
    caller: "player",
    reply: json<MeResponse>(),
  }),
  adminLogin: defineRoute({
    method: "POST",
    path: "/admin/auth/login",
    caller: "visitor",
    body: authSchemas("adminLoginBody"),
    reply: json<AdminLoginResponse>(),
  }),
  adminSignup: defineRoute({
    method: "POST",
    path: "/admin/auth/signup",
    caller: "visitor",
    body: authSchemas("adminSignupBody"),
    reply: json<AdminLoginResponse>(),
  }),
  adminLogout: defineRoute({
    method: "POST",
    path: "/admin/auth/logout",
    caller: "admin",
    endsSession: true,
    reply: json<StatusOk>(),
  }),
  adminInvite: defineRoute({
    method: "POST",
    path: "/admin/auth/invites",
    caller: "admin",
    reply: json<AdminInviteResponse>(),
  }),
  /** The main admins (also the /admin/admins screen). */
  admins: defineRoute({
    method: "GET",
    path: "/admin/admins",
    caller: "admin",
    screen: true,
    reply: json<AdminsResponse>(),
  }),
  contributorLogin: defineRoute({
    method: "POST",
    path: "/admin/auth/user/login",
    caller: "visitor",
    body: authSchemas("adminLoginBody"),
    reply: json<ContributorLoginResponse>(),
  }),
  contributorLogout: defineRoute({
    method: "POST",
    path: "/admin/auth/user/logout",
    caller: "contributor",
    endsSession: true,
    reply: json<StatusOk>(),
  }),
  adminChangePassword: defineRoute({
    method: "POST",
    path: "/admin/auth/password",
    caller: "admin",
    body: passwordSchemas("changePasswordBody"),
    reply: json<StatusOk>(),
  }),
  contributorChangePassword: defineRoute({
    method: "POST",
    path: "/admin/auth/user/password",
    caller: "contributor",
    body: passwordSchemas("changePasswordBody"),
    reply: json<StatusOk>(),
  }),
  /** A main admin issues a one-time reset link for a user-admin or another main admin. */
  issuePasswordReset: defineRoute({
    method: "POST",
    path: "/admin/auth/password-resets",
    caller: "admin",
    body: passwordSchemas("issueResetBody"),
    reply: json<IssueResetResponse>(),
  }),
  /** Whoever holds a reset link sets a new password with it. */
  usePasswordReset: defineRoute({
    method: "POST",
    path: "/admin/auth/reset-password",
    caller: "visitor",
    body: passwordSchemas("useResetBody"),
    reply: json<UseResetResponse>(),
  }),
};
