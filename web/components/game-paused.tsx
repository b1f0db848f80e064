import { useLingui } from "@lingui/react";
import type { GameStatus } from "../../contract/game";
import { pauseLengthText } from "../lib/resume-time";
import { ResumeCountdown } from "./resume-countdown";
import { TitledScreen } from "./titled-screen";
import "./game-paused.css";

/**
 * The paused game (DESIGN.md section 4): no question is served, so the screen says why
 * and what it knows of the end: its time and countdown, or that an admin starts it
 * again. /play and the visitor trial show the same; each says what comes back.
 */
export function GamePaused({ status, comesBack }: { status: GameStatus; comesBack: string }) {
  const { i18n } = useLingui();
  return (
    <TitledScreen title={i18n._("gamePaused.title")} className="pause-screen">
      {status.resumeAt !== null && (
        <p className="pause-reason">
          {i18n._("gamePaused.reason", { reason: pauseLengthText(i18n, status.text) })}
        </p>
      )}
      <p className="pause-countdown">
        <ResumeCountdown resumeAt={status.resumeAt} />
      </p>
      <p>{comesBack}</p>
    </TitledScreen>
  );
}
