import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useId, useState } from "react";
import {
  type GameStatus,
  type GameSwitchBody,
  type PauseDuration,
  pauseDurations,
} from "../../../contract/game";
import { switchGame as sendSwitch } from "../../lib/api/game";
import { serverMessageOf } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { pauseLengthLabel } from "../../lib/resume-time";
import { BusyButton } from "../busy-button";
import { ModalDialog } from "../modal-dialog";
import { ResumeCountdown } from "../resume-countdown";
import "./game-switch.css";

/**
 * The game switch as /admin/start and the dashboard both offer it: the 3-second start
 * countdown with its Cancel, the pause durations, and the state with its resume time.
 */

/** SPEC.md section 9: the game starts 3 seconds after Start, with a chance to cancel. */
const START_COUNTDOWN_SECONDS = 3;

/**
 * Every stop carries a duration. The toggle's plain Stop uses "Few Minutes", the one
 * pause that never resumes by itself, so the game stays off until an admin starts it.
 */
export const PLAIN_STOP: PauseDuration = "Few Minutes";

/**
 * The switch, read live (changes from other admins arrive by socket), and the calls that
 * flip it. `startCountdown` starts the game when its countdown reaches zero unless
 * `cancelCountdown` comes first.
 */
export function useGameSwitch(onSwitched?: (body: GameSwitchBody) => void) {
  const game = useGameStatus("admin");
  // Seconds left before the start request; null when no start is counting down.
  const [countdown, setCountdown] = useState<number | null>(null);
  const switching = useMutation({
    mutationFn: sendSwitch,
    onSuccess: (_, body) => {
      void game.refetch();
      onSwitched?.(body);
    },
    meta: { failureMessage: serverMessageOf },
  });
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

  return {
    game,
    countdown,
    pending: switching.isPending,
    busy: switching.isPending || countdown !== null,
    startCountdown: () => setCountdown(START_COUNTDOWN_SECONDS),
    cancelCountdown: () => setCountdown(null),
    stop: (text: PauseDuration) => switchGame({ status: "off", text }),
  };
}

/**
 * The switch's state. While off, also what players are told of the end, in the same words
 * as their screens (web/lib/resume-time.ts), so the admin sees the promise they make.
 */
export function GameState({ status }: { status: GameStatus }) {
  const { i18n } = useLingui();
  return (
    <>
      {/* Live, so a switch made by another admin is announced. */}
      <p className="game-state" role="status">
        {i18n._("admin.game.state", { status: status.Status })}
      </p>
      {status.Status === "off" && (
        <dl className="game-state-details">
          <div>
            <dt>{i18n._("admin.game.pausedFor")}</dt>
            <dd>{pauseLengthLabel(status.text)}</dd>
          </div>
          <div>
            <dt>{i18n._("admin.game.resumesAt")}</dt>
            <dd>
              {status.resumeAt === null ? (
                i18n._("admin.game.resumesByHand")
              ) : (
                <time dateTime={new Date(status.resumeAt).toISOString()}>
                  {formatMoment(status.resumeAt)}
                </time>
              )}
            </dd>
          </div>
          <div>
            <dt>{i18n._("admin.game.playersSee")}</dt>
            <dd>
              <ResumeCountdown resumeAt={status.resumeAt} />
            </dd>
          </div>
        </dl>
      )}
    </>
  );
}

export function PauseDurations({
  busy,
  onPick,
}: {
  busy: boolean;
  onPick: (text: PauseDuration) => void;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="pause-durations" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("admin.game.pauseFor")}</h2>
      <ul>
        {pauseDurations.map((duration) => (
          <li key={duration}>
            <BusyButton
              label={pauseLengthLabel(duration)}
              busy={busy}
              onClick={() => onPick(duration)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StartCountdownDialog({
  secondsLeft,
  onCancel,
}: {
  secondsLeft: number;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{i18n._("admin.game.starting")}</h2>
      <p className="start-countdown" role="status">
        {i18n._("admin.game.startingIn", { seconds: secondsLeft })}
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {i18n._("admin.game.cancel")}
        </button>
      </div>
    </ModalDialog>
  );
}
