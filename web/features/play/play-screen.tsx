import { LoadingScreen } from "../../components/loading-screen";
import { PageTitle } from "../../components/page-title";
import { ResumeCountdown } from "../../components/resume-countdown";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import "./play.css";

/**
 * /play. While the game is paused, no question is served (DESIGN.md section 4), so the
 * screen says why and until when, and turns back by itself when the switch does.
 */
export function PlayScreen() {
  const { status, loading, error, refresh } = useGameStatus("player");

  if (loading) return <LoadingScreen />;

  if (status?.Status === "off") {
    return (
      <section className="screen pause-screen">
        <PageTitle title="Game paused" />
        <h1>Game paused</h1>
        <p className="pause-reason">{`Paused for: ${status.text}`}</p>
        <p className="pause-countdown">
          <ResumeCountdown resumeAt={status.resumeAt} />
        </p>
        <p>Your question comes back here automatically when the game resumes.</p>
      </section>
    );
  }

  return (
    <section className="screen">
      <PageTitle title="Play" />
      <h1>Play</h1>
      {error && !status && (
        <div role="alert">
          <p>{`Could not check whether the game is on. ${error.message}`}</p>
          <button type="button" className="button" onClick={refresh}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
