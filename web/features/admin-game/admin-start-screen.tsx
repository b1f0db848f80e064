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
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { game, countdown, pending, busy, startCountdown, cancelCountdown, stop } = useGameSwitch(
    (body) => {
      // The duration buttons go away once the game is off; focus stays on the switch.
      if (body.status === "off") toggleRef.current?.focus();
    },
  );
  const status = game.data;

  return (
    <TitledScreen title="Start / Stop Game">
      {game.error && (
        <div role="alert">
          <p>{`Could not read the game switch. ${game.error.message}`}</p>
          <button type="button" className="button" onClick={() => void game.refetch()}>
            Try again
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
            {status.Status === "on" ? "Stop the game" : "Start the game"}
          </button>
          {status.Status === "on" && <PauseDurations busy={busy} onPick={stop} />}
          <StatusLine>{pending ? "Saving…" : ""}</StatusLine>
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
