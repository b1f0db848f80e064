import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { useStoredValue } from "../../lib/use-stored-value";
import { UserAdminNav } from "./user-admin-nav";
import "./user-admin.css";

/** The question contributors' area: its screens, and the bottom bar once signed in. */
export function UserAdminLayout() {
  const token = useStoredValue("admin_token");
  const session = useStoredValue("ssid_admin");
  const signedIn = Boolean(token && session);
  return (
    <div className="ua-shell" data-signed-in={signedIn}>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {signedIn && <UserAdminNav />}
    </div>
  );
}
