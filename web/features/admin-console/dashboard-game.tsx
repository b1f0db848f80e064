import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  const { game, countdown, pending, busy, startCountdown, cancelCountdown, stop } = useGameSwitch();
  const [asking, setAsking] = useState<"start" | "stop" | null>(null);
  const headingId = useId();
  const status = game.data;

  return (
    <section className="admin-section dashboard-game" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("admin.home.game.heading")}</h2>
      {game.error && !status && (
        <p role="alert">{i18n._("admin.game.readFailed", { message: game.error.message })}</p>
      )}
      {status && (
        <div className="dashboard-game-card" data-on={status.Status === "on"} aria-busy={pending}>
          <GameState status={status} />
          <div className="admin-actions">
            <BusyButton
              label={i18n._("admin.home.game.switch", { status: status.Status })}
              busy={busy}
              primary
              onClick={() => setAsking(status.Status === "on" ? "stop" : "start")}
            />
            <Link to={paths.adminStart}>{i18n._("admin.home.game.startScreen")}</Link>
          </div>
          <StatusLine>{pending ? i18n._("admin.game.saving") : ""}</StatusLine>
        </div>
      )}
      {asking === "start" && (
        <ConfirmDialog
          title={i18n._("admin.home.game.startTitle")}
          details={i18n._("admin.home.game.startDetails")}
          confirmLabel={i18n._("admin.game.start")}
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
  const { i18n } = useLingui();
  const [duration, setDuration] = useState<PauseDuration>(PLAIN_STOP);
  const titleId = useId();
  const name = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{i18n._("admin.home.game.stopTitle")}</h2>
      <p className="popup-text">{i18n._("admin.home.game.stopDetails")}</p>
      <fieldset className="stop-durations">
        <legend>{i18n._("admin.game.pauseFor")}</legend>
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
          {i18n._("admin.game.cancel")}
        </button>
        <button type="button" className="button button-primary" onClick={() => onConfirm(duration)}>
          {i18n._("admin.game.stop")}
        </button>
      </div>
    </ModalDialog>
  );
}
