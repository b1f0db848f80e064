import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Choice } from "../../../contract/play";
import type { TrialAnswerResponse } from "../../../contract/trial";
import { AnswerButtons } from "../../components/answer-buttons";
import { GamePaused } from "../../components/game-paused";
import { LanguageSwitch } from "../../components/language-switch";
import { LoadingScreen } from "../../components/loading-screen";
import { usePopupMessage } from "../../components/popup-message";
import {
  ClockHeldNote,
  QuestionClock,
  useCountdownAnnouncement,
} from "../../components/question-clock";
import { QuestionImage } from "../../components/question-image";
import { serverMessageOf } from "../../lib/api-errors";
import { readDeviceId } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { prizeAgainText, useTrialPromise } from "../../lib/trial-offer";
import { useAfterHydration } from "../../lib/use-after-hydration";
import { useImageWait } from "../../lib/use-image-wait";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { sendTrialTimeout, useTrialAnswer } from "./api";
import { forgetPaintedTrialRead } from "./early-trial-read";
import { ScratchCard } from "./scratch-card";
import type { TrialQuestion } from "./trial-question";
import { trialQuestionQuery } from "./trial-read";
import { AfterTrialLinks, ClosedQuestion, FailedRound, TrialSection } from "./trial-sections";
import { stateOfFailure, stateOfFetch, type TrialState, trialMessages } from "./trial-state";
import "./trial.css";

/**
 * /try: one question for this device (SPEC.md section 4, trial states), only while the
 * game is on: paused, it shows what /play shows, and the round starts by itself when the
 * game resumes. A failed load offers a fresh start, which remounts the round so nothing
 * of the old one lingers.
 *
 * The question is read beside the switch, not after it, as /play does: the server issues
 * no question while the game is off (it answers `game_paused`), so waiting for the switch
 * only added a round trip on a slow link. A loading round paints what the build painted.
 */
export function TrialScreen() {
  const { i18n } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const game = useGameStatus("player");
  // The layout may have read the switch before this screen hydrates: the build painted the
  // loading round, so that is the first render here whatever the switch says.
  const hydrated = useAfterHydration();
  // The language switch sits below the round, outside the section the entry paints early.
  return (
    <>
      {hydrated && game.data?.Status === "off" ? (
        <GamePaused status={game.data} comesBack={i18n._("trial.paused.comesBack")} />
      ) : (
        <TrialRound
          key={attempt}
          switchSaysOn={game.data?.Status === "on" && !game.isFetching}
          onRetry={() => setAttempt((n) => n + 1)}
          onPaused={() => void game.refetch()}
        />
      )}
      <LanguageSwitch className="trial-language" />
    </>
  );
}

function TrialRound({
  switchSaysOn,
  onRetry,
  onPaused,
}: {
  /**
   * The switch, read and not being read again, says the game is on. Until then a refused
   * read shows the loading round, so the paused screen above comes in its place without a
   * paused screen of the round's own flashing first.
   */
  switchSaysOn: boolean;
  onRetry: () => void;
  /** The server said paused before the switch reached this screen: read the switch. */
  onPaused: () => void;
}) {
  const { i18n } = useLingui();
  // Read when the round starts; a retry's new round reads the same one. It is only the
  // read's address, never markup, so the build's server render (no storage, no request)
  // can go without one and the page still hydrates as painted.
  const [deviceId] = useState(() => (typeof localStorage === "undefined" ? "" : readDeviceId()));
  const read = useQuery(trialQuestionQuery(deviceId));
  // A question the entry painted is this round's; a retry's round reads its own.
  useEffect(() => forgetPaintedTrialRead(), []);
  const [closed, setClosed] = useState<TrialState | null>(null);
  const state = closed ?? stateOfFetch(read);
  const paused = state.kind === "paused";
  const noticePause = useEffectEvent(onPaused);
  useEffect(() => {
    if (paused) noticePause();
  }, [paused]);

  switch (state.kind) {
    case "paused":
      if (!switchSaysOn) return <LoadingRound />;
      // The server refused while the switch says on: it changed between the two reads.
      return (
        <TrialSection key="paused" title={i18n._("trial.paused.title")}>
          <p>{i18n._("trial.paused.body")}</p>
          <button type="button" className="button" onClick={onRetry}>
            {i18n._("trial.paused.retry")}
          </button>
        </TrialSection>
      );
    case "loading":
      return <LoadingRound />;
    case "question":
      return (
        <OpenQuestion
          key={state.question.id}
          question={state.question}
          deviceId={deviceId}
          onClosed={setClosed}
        />
      );
    case "won":
      return (
        <TrialSection key="won" title={i18n._("trial.correct.title")}>
          <p>{i18n._("trial.won.scratch")}</p>
          <ScratchCard rupee={state.rupee} deviceId={deviceId} />
        </TrialSection>
      );
    case "no_prize":
      return (
        <TrialSection key="no_prize" title={i18n._("trial.correct.title")}>
          <p>{i18n._("trial.noPrize.body")}</p>
          <AfterTrialLinks />
        </TrialSection>
      );
    case "wrong":
      return (
        <TrialSection key="wrong" title={i18n._("trial.wrong.title")}>
          <ClosedQuestion closed={state} />
          <AfterTrialLinks />
        </TrialSection>
      );
    case "timeout":
      return (
        <TrialSection key="timeout" title={i18n._("trial.timeout.title")}>
          <p>{i18n._("trial.timeout.body")}</p>
          <ClosedQuestion closed={state} />
          <AfterTrialLinks />
        </TrialSection>
      );
    case "too_many": {
      const tooManyTrials = i18n._(trialMessages.tooManyTrials);
      const refusal = serverMessageOf(state.error);
      return (
        <TrialSection key="too_many" title={i18n._("trial.tooMany.title")}>
          <div role="alert" className="trial-notice">
            <p>{tooManyTrials}</p>
            {refusal !== tooManyTrials && <p>{refusal}</p>}
          </div>
          <AfterTrialLinks />
        </TrialSection>
      );
    }
    case "failed":
      return <FailedRound key="failed" message={serverMessageOf(state.error)} onRetry={onRetry} />;
    case "unknown_status":
      return (
        <FailedRound
          key="unknown_status"
          message={i18n._("trial.unknownStatus", { status: state.status })}
          onRetry={onRetry}
        />
      );
  }
}

/** The round before its question: what the build painted for /try. */
function LoadingRound() {
  const { i18n } = useLingui();
  return (
    <TrialSection key="loading" title={i18n._("trial.title")}>
      <LoadingScreen />
    </TrialSection>
  );
}

/** The pool's promise above the question, so no prize to win is known before answering. */
function TrialLede() {
  const { i18n } = useLingui();
  const { largest, prizeAgainAt } = useTrialPromise();
  if (largest === null) {
    return (
      <p className="trial-lede">
        {prizeAgainAt
          ? prizeAgainText(prizeAgainAt, i18n)
          : i18n._("trialLanding.noPrize.emptyPool")}
      </p>
    );
  }
  return (
    <p className="trial-lede">
      {i18n._("trial.lede", { prize: largest ? "some" : "unknown", largest: largest ?? "" })}
    </p>
  );
}

type OpenQuestionProps = {
  question: TrialQuestion;
  deviceId: string;
  onClosed: (state: TrialState) => void;
};

/**
 * The open question. The clock is the server's `remainingMs`; an image question's answers
 * and clock wait for its image, never past what is left of the server's grace. The
 * question closes once: by the first answer chosen or by the clock reaching zero,
 * whichever comes first.
 */
function OpenQuestion({ question, deviceId, onClosed }: OpenQuestionProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const [receivedAt] = useState(Date.now);
  const imageWait = useImageWait({ ...question, receivedAt });
  const answer = useTrialAnswer();
  // The one answer is sent once: from then on the round only waits for its verdict.
  const checking = !answer.isIdle;
  // The state lags a render behind; the ref makes sure only one answer or timeout is sent.
  const closed = useRef(false);
  const deadline = checking ? null : imageWait.deadline;
  const secondsLeft = useSecondsLeft(deadline, question.remainingMs, timeUp);
  const running = deadline !== null;
  const announcement = useCountdownAnnouncement(secondsLeft, running);

  function timeUp() {
    if (closed.current) return;
    closed.current = true;
    onClosed({ kind: "timeout", question });
    sendTrialTimeout(deviceId).catch((error: unknown) => {
      // The server closes a late trial by itself on the next read; nothing to tell.
      console.error("Could not report the trial timeout", error);
    });
  }

  async function choose(choice: Choice) {
    if (closed.current) return;
    closed.current = true;
    let reply: TrialAnswerResponse;
    try {
      reply = await answer.mutateAsync({ deviceId, questionId: question.id, choice });
    } catch (error) {
      console.error("The trial answer failed", error);
      onClosed(stateOfFailure(error instanceof Error ? error : new Error(String(error))));
      return;
    }
    switch (reply.Status) {
      case "CORRECT":
        onClosed({ kind: "won", rupee: reply.rupee });
        break;
      case "CORRECT NO REWARD":
        showMessage(i18n._(trialMessages.offerEnded));
        navigate(paths.home);
        break;
      case "EX CORRECT":
        showMessage(i18n._(trialMessages.answeredBefore));
        navigate(paths.home);
        break;
      case "INCORRECT":
        onClosed({ kind: "wrong", question, chosen: choice });
        break;
      case "Time_Out":
        onClosed({ kind: "timeout", question, chosen: choice });
        break;
      default:
        onClosed({ kind: "unknown_status", status: String((reply as { Status: unknown }).Status) });
    }
  }

  return (
    <TrialSection title={i18n._("trial.title")}>
      <div className="trial-round-header">
        <TrialLede />
        <QuestionClock secondsLeft={secondsLeft} />
      </div>
      <p className="trial-question-text">{question.text}</p>
      {question.image && (
        <QuestionImage src={question.image} onSettled={imageWait.imageSettled}>
          <ClockHeldNote hidden={imageWait.answersShown} />
        </QuestionImage>
      )}
      <AnswerButtons
        options={question.options}
        label={i18n._("trial.answers")}
        disabled={checking}
        hidden={!imageWait.answersShown}
        onChoose={(choice) => void choose(choice)}
      />
      <p role="status" className="trial-live">
        {checking ? i18n._("trial.checking") : announcement}
      </p>
    </TrialSection>
  );
}
