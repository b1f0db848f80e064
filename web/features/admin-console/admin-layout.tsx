import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { AdminMenu } from "./admin-menu";
import "./admin.css";

export function AdminLayout() {
  const { i18n } = useLingui();
  return (
    <RealtimeProvider audience="admin">
      <div className="admin-shell">
        <a className="skip-link" href="#main">
          {i18n._("admin.layout.skip")}
        </a>
        <header className="admin-header">
          <p className="admin-brand">{i18n._("admin.layout.brand")}</p>
          <AdminMenu />
        </header>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </RealtimeProvider>
  );
}
