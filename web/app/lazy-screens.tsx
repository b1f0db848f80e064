import { lazy } from "react";

// Each screen is its own chunk, so the first screen only downloads what it shows.

export const HeadingOnlyScreen = lazy(() =>
  import("../components/heading-only-screen").then((m) => ({ default: m.HeadingOnlyScreen })),
);
export const NotFoundScreen = lazy(() =>
  import("../features/public/not-found-screen").then((m) => ({ default: m.NotFoundScreen })),
);
export const LoginScreen = lazy(() =>
  import("../features/auth/login-screen").then((m) => ({ default: m.LoginScreen })),
);
export const SignupScreen = lazy(() =>
  import("../features/auth/signup-screen").then((m) => ({ default: m.SignupScreen })),
);
export const PlayScreen = lazy(() =>
  import("../features/play/play-screen").then((m) => ({ default: m.PlayScreen })),
);
export const AdminLayout = lazy(() =>
  import("../features/admin/admin-layout").then((m) => ({ default: m.AdminLayout })),
);
export const AdminLoginScreen = lazy(() =>
  import("../features/admin/admin-login-screen").then((m) => ({ default: m.AdminLoginScreen })),
);
export const AdminSignupScreen = lazy(() =>
  import("../features/admin/admin-signup-screen").then((m) => ({ default: m.AdminSignupScreen })),
);
export const AdminHomeScreen = lazy(() =>
  import("../features/admin/admin-home-screen").then((m) => ({ default: m.AdminHomeScreen })),
);
export const AdminStartScreen = lazy(() =>
  import("../features/admin/admin-start-screen").then((m) => ({ default: m.AdminStartScreen })),
);
export const UserAdminLayout = lazy(() =>
  import("../features/user-admin/user-admin-layout").then((m) => ({ default: m.UserAdminLayout })),
);
export const UserAdminLoginScreen = lazy(() =>
  import("../features/user-admin/user-admin-login-screen").then((m) => ({
    default: m.UserAdminLoginScreen,
  })),
);
