import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { ForfeitRunOnLeave } from "../features/play/forfeit-on-leave";
import { useRegisterPendingReferral } from "../features/refer/use-register-pending-referral";
import { RealtimeProvider } from "../lib/realtime/realtime-provider";
import { GameOffBanner } from "./game-off-banner";
import { PlayerMenu } from "./player-menu";
import { firstScreenLive, ScreenLive } from "./screen-live";
import { SiteFooter } from "./site-footer";

export function PlayerLayout() {
  const { i18n } = useLingui();
  useRegisterPendingReferral();
  return (
    <RealtimeProvider audience="player" opensAfter={firstScreenLive}>
      <ForfeitRunOnLeave />
      <div className="player-shell">
        <a className="skip-link" href="#main">
          {i18n._("layout.skipToContent")}
        </a>
        <GameOffBanner />
        <main id="main" tabIndex={-1} className="player-main">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
            <ScreenLive />
          </Suspense>
        </main>
        <SiteFooter />
        <PlayerMenu />
      </div>
    </RealtimeProvider>
  );
}
