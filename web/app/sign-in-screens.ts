import { screen } from "./lazy-screen";

/** The sign-in screens: each is routed, and shown in place by its area's guard (guards.tsx). */
export const LoginScreen = screen(() => import("../features/auth/login-screen"), "LoginScreen");
export const AdminLoginScreen = screen(
  () => import("../features/admin-console/admin-login-screen"),
  "AdminLoginScreen",
  "admin",
);
export const UserAdminLoginScreen = screen(
  () => import("../features/user-admin/user-admin-login-screen"),
  "UserAdminLoginScreen",
  "admin",
);
