import { ResumeCountdown } from "../components/resume-countdown";
import { useGameStatus } from "../lib/realtime/use-game-status";
import "./game-off-banner.css";

/**
 * Tells every player screen that the game is paused, and until when. The status region
 * is always rendered and only its content comes and goes, because screen readers only
 * announce changes inside a live region they already know. A failed read shows nothing:
 * the banner is a hint, and /play reports the error.
 */
export function GameOffBanner() {
  const { data: status } = useGameStatus("player");
  const paused = status?.Status === "off" ? status : null;
  return (
    <div role="status" aria-label="Game status" className="game-banner-region">
      {paused && (
        <div className="game-banner">
          <p className="game-banner-reason">{`Game paused: ${paused.text}`}</p>
          <ResumeCountdown resumeAt={paused.resumeAt} />
        </div>
      )}
    </div>
  );
}
