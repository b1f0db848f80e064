import { useLingui } from "@lingui/react";
import { ResumeCountdown } from "../components/resume-countdown";
import { useGameStatus } from "../lib/realtime/use-game-status";
import { pauseLengthText } from "../lib/resume-time";
import { useAfterHydration } from "../lib/use-after-hydration";

/**
 * The banner's words while the game is paused: its length and end time with the
 * countdown, or, for a pause without an end, that an admin starts it again (nothing that
 * promises minutes). Nothing while it is on or unknown. A failed read shows nothing: the
 * banner is a hint, and /play reports the error.
 * On a painted page the screen (the trial's) may have read the switch before this lazy
 * notice hydrates: the build painted nothing here, so nothing is its first render.
 */
export function GamePauseNotice() {
  const { i18n } = useLingui();
  const { data: status } = useGameStatus("player");
  const hydrated = useAfterHydration();
  if (!hydrated || status?.Status !== "off") return null;
  return (
    <div className="game-banner">
      {status.resumeAt === null ? (
        <p className="game-banner-reason">{i18n._("gameBanner.untimed")}</p>
      ) : (
        <>
          <p className="game-banner-reason">
            {i18n._("gameBanner.timed", { reason: pauseLengthText(i18n, status.text) })}
          </p>
          <ResumeCountdown resumeAt={status.resumeAt} />
        </>
      )}
    </div>
  );
}
