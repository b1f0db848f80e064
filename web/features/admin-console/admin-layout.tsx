import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { AdminMenu } from "./admin-menu";
import "./admin.css";

export function AdminLayout() {
  return (
    <RealtimeProvider audience="admin">
      <div className="admin-shell">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="admin-header">
          <p className="admin-brand">Quizzy Edge Admin</p>
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
