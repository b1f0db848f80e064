import { useId, useState } from "react";
import { Link } from "react-router";
import { type PauseDuration, pauseDurations } from "../../../contract/game";
import {
  GameState,
  PLAIN_STOP,
  StartCountdownDialog,
  useGameSwitch,
} from "../../components/admin/game-switch";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ModalDialog } from "../../components/modal-dialog";
import { StatusLine } from "../../components/status-line";
import { paths } from "../../lib/paths";
import { pauseLengthLabel } from "../../lib/resume-time";

/**
 * The game switch on the dashboard, behind a confirmation: stopping asks for how long,
 * starting asks first and then counts down 3 seconds as /admin/start does (with Cancel).
 */
export function DashboardGame() {
  const { game, countdown, pending, busy, startCountdown, cancelCountdown, stop } = useGameSwitch();
  const [asking, setAsking] = useState<"start" | "stop" | null>(null);
  const headingId = useId();
  const status = game.data;

  return (
    <section className="admin-section dashboard-game" aria-labelledby={headingId}>
      <h2 id={headingId}>The game</h2>
      {game.error && !status && (
        <p role="alert">{`Could not read the game switch. ${game.error.message}`}</p>
      )}
      {status && (
        <div className="dashboard-game-card" data-on={status.Status === "on"} aria-busy={pending}>
          <GameState status={status} />
          <div className="admin-actions">
            <BusyButton
              label={status.Status === "on" ? "Stop the game…" : "Start the game…"}
              busy={busy}
              primary
              onClick={() => setAsking(status.Status === "on" ? "stop" : "start")}
            />
            <Link to={paths.adminStart}>Start/Stop screen</Link>
          </div>
          <StatusLine>{pending ? "Saving…" : ""}</StatusLine>
        </div>
      )}
      {asking === "start" && (
        <ConfirmDialog
          title="Start the game?"
          details="Players can play again 3 seconds after you confirm. You can still cancel during those seconds."
          confirmLabel="Start the game"
          onConfirm={() => {
            setAsking(null);
            startCountdown();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === "stop" && (
        <StopGameDialog
          onConfirm={(duration) => {
            setAsking(null);
            stop(duration);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {countdown !== null && (
        <StartCountdownDialog secondsLeft={countdown} onCancel={cancelCountdown} />
      )}
    </section>
  );
}

/** "Stop the game?" with the pause's length; the pause without an end (started by hand) first chosen. */
function StopGameDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: (duration: PauseDuration) => void;
  onCancel: () => void;
}) {
  const [duration, setDuration] = useState<PauseDuration>(PLAIN_STOP);
  const titleId = useId();
  const name = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>Stop the game?</h2>
      <p className="popup-text">Nobody can play until the pause ends or an admin starts it.</p>
      <fieldset className="stop-durations">
        <legend>Pause for</legend>
        {pauseDurations.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={duration === choice}
              onChange={() => setDuration(choice)}
            />
            {pauseLengthLabel(choice)}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => onConfirm(duration)}>
          Stop the game
        </button>
      </div>
    </ModalDialog>
  );
}
