import { ResumeCountdown } from "../components/resume-countdown";
import { useGameStatus } from "../lib/realtime/use-game-status";

/**
 * The banner's words while the game is paused, and until when; nothing while it is on or
 * unknown. A failed read shows nothing: the banner is a hint, and /play reports the error.
 */
export function GamePauseNotice() {
  const { data: status } = useGameStatus("player");
  if (status?.Status !== "off") return null;
  return (
    <div className="game-banner">
      <p className="game-banner-reason">{`Game paused: ${status.text}`}</p>
      <ResumeCountdown resumeAt={status.resumeAt} />
    </div>
  );
}
