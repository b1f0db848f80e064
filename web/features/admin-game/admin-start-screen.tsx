import { useLingui } from "@lingui/react";
import { useRef } from "react";
import {
  GameState,
  PauseDurations,
  PLAIN_STOP,
  StartCountdownDialog,
  useGameSwitch,
} from "../../components/admin/game-switch";
import { LoadingScreen } from "../../components/loading-screen";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import "./admin-game.css";

/** /admin/start: the global game switch. Changes from other admins arrive by socket. */
export function AdminStartScreen() {
  const { i18n } = useLingui();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { game, countdown, pending, busy, startCountdown, cancelCountdown, stop } = useGameSwitch(
    (body) => {
      // The duration buttons go away once the game is off; focus stays on the switch.
      if (body.status === "off") toggleRef.current?.focus();
    },
  );
  const status = game.data;

  return (
    <TitledScreen title={i18n._("admin.start.title")}>
      {game.error && (
        <div role="alert">
          <p>{i18n._("admin.game.readFailed", { message: game.error.message })}</p>
          <button type="button" className="button" onClick={() => void game.refetch()}>
            {i18n._("admin.start.retry")}
          </button>
        </div>
      )}
      {status ? (
        <div className="game-switch" aria-busy={pending}>
          <GameState status={status} />
          <button
            ref={toggleRef}
            type="button"
            // The label names the action; a pressed state on top would read "Stop, pressed".
            className="game-toggle"
            data-on={status.Status === "on"}
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              if (status.Status === "on") stop(PLAIN_STOP);
              else startCountdown();
            }}
          >
            {status.Status === "on" ? i18n._("admin.game.stop") : i18n._("admin.game.start")}
          </button>
          {status.Status === "on" && <PauseDurations busy={busy} onPick={stop} />}
          <StatusLine>{pending ? i18n._("admin.game.saving") : ""}</StatusLine>
        </div>
      ) : (
        game.isPending && <LoadingScreen />
      )}
      {countdown !== null && (
        <StartCountdownDialog secondsLeft={countdown} onCancel={cancelCountdown} />
      )}
    </TitledScreen>
  );
}
