import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { PlayerMenu } from "./player-menu";
import { SiteFooter } from "./site-footer";

export function PlayerLayout() {
  return (
    <div className="player-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1} className="player-main">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <PlayerMenu />
    </div>
  );
}
