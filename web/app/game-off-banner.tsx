import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import "./game-off-banner.css";

// Loaded after the first render: the switch's read and socket (TanStack Query's observer
// among them) are no part of the layout a first screen paints (docs/decisions/017).
const GamePauseNotice = lazy(() =>
  import("./game-pause-notice").then((module) => ({ default: module.GamePauseNotice })),
);

/**
 * Tells every player screen that the game is paused, and until when. The status region
 * is always rendered and only its content comes and goes, because screen readers only
 * announce changes inside a live region they already know.
 */
export function GameOffBanner() {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-label={i18n._("gameBanner.label")} className="game-banner-region">
      <Suspense fallback={null}>
        <GamePauseNotice />
      </Suspense>
    </div>
  );
}
