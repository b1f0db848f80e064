import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";

/** The question contributors' area; its bottom navigation bar comes with its screens. */
export function UserAdminLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
