import { useMutation } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { adminPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import {
  type GameStatus,
  type GameSwitchBody,
  type PauseDuration,
  pauseDurations,
} from "../../../contract/game";
import { LoadingScreen } from "../../components/loading-screen";
import { ModalDialog } from "../../components/modal-dialog";
import { PageTitle } from "../../components/page-title";
import { ResumeCountdown } from "../../components/resume-countdown";
import { apiRequest } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { formatResumeTime } from "../../lib/resume-time";

/** SPEC.md section 9: the game starts 3 seconds after Start, with a chance to cancel. */
const START_COUNTDOWN_SECONDS = 3;

/**
 * Every stop carries a duration. The toggle's plain Stop uses "Few Minutes", the one
 * pause that never resumes by itself, so the game stays off until an admin starts it.
 */
const PLAIN_STOP: GameSwitchBody = { status: "off", text: "Few Minutes" };

/** /admin/start: the global game switch. Changes from other admins arrive by socket. */
export function AdminStartScreen() {
  const game = useGameStatus("admin");
  const status = game.data;
  // Seconds left before the start request; null when no start is counting down.
  const [countdown, setCountdown] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const switching = useMutation({
    mutationFn: (body: GameSwitchBody) =>
      apiRequest<StatusOk>(adminPaths.gameSwitch, { audience: "admin", method: "POST", body }),
    onSuccess: (_, body) => {
      void game.refetch();
      // The duration buttons go away once the game is off; focus stays on the switch.
      if (body.status === "off") toggleRef.current?.focus();
    },
    meta: { failureMessage: serverMessageOf },
  });
  const pending = switching.isPending;
  const switchGame = switching.mutate;

  const startNow = useEffectEvent(() => switchGame({ status: "on" }));

  useEffect(() => {
    if (countdown === null) return;
    const timer = setTimeout(() => {
      // The popup closes as the request leaves; the page shows it in flight.
      setCountdown(countdown > 1 ? countdown - 1 : null);
      if (countdown === 1) startNow();
    }, 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const busy = pending || countdown !== null;

  return (
    <section className="screen">
      <PageTitle title="Start / Stop Game" />
      <h1>Start / Stop Game</h1>
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
              if (status.Status === "on") switchGame(PLAIN_STOP);
              else setCountdown(START_COUNTDOWN_SECONDS);
            }}
          >
            {status.Status === "on" ? "Stop the game" : "Start the game"}
          </button>
          {status.Status === "on" && (
            <PauseDurations busy={busy} onPick={(text) => switchGame({ status: "off", text })} />
          )}
          <p className="form-status" role="status">
            {pending ? "Saving…" : ""}
          </p>
        </div>
      ) : (
        game.isPending && <LoadingScreen />
      )}
      {countdown !== null && (
        <StartCountdownDialog secondsLeft={countdown} onCancel={() => setCountdown(null)} />
      )}
    </section>
  );
}

function GameState({ status }: { status: GameStatus }) {
  return (
    <>
      {/* Live, so a switch made by another admin is announced. */}
      <p className="game-state" role="status">
        {status.Status === "on" ? "Game is On" : "Game is Off"}
      </p>
      {status.Status === "off" && (
        <dl className="game-state-details">
          <div>
            <dt>Reason</dt>
            <dd>{status.text}</dd>
          </div>
          <div>
            <dt>Resumes at</dt>
            <dd>
              {status.resumeAt === null ? (
                "When an admin starts it"
              ) : (
                <time dateTime={new Date(status.resumeAt).toISOString()}>
                  {formatResumeTime(status.resumeAt)}
                </time>
              )}
            </dd>
          </div>
          {status.resumeAt !== null && (
            <div>
              <dt>Time left</dt>
              <dd>
                <ResumeCountdown resumeAt={status.resumeAt} />
              </dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

function PauseDurations({
  busy,
  onPick,
}: {
  busy: boolean;
  onPick: (text: PauseDuration) => void;
}) {
  const headingId = useId();
  return (
    <section className="pause-durations" aria-labelledby={headingId}>
      <h2 id={headingId}>Pause for</h2>
      <ul>
        {pauseDurations.map((duration) => (
          <li key={duration}>
            <button
              type="button"
              className="button"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onPick(duration);
              }}
            >
              {duration}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StartCountdownDialog({
  secondsLeft,
  onCancel,
}: {
  secondsLeft: number;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>Starting the game</h2>
      <p className="start-countdown" role="status">
        {`Starting in ${secondsLeft}...`}
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
