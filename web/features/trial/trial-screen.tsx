import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Choice } from "../../../contract/play";
import type { TrialAnswerResponse } from "../../../contract/trial";
import { AnswerButtons } from "../../components/answer-buttons";
import { AnswerOptions } from "../../components/answer-options";
import { GamePaused } from "../../components/game-paused";
import { LoadingScreen } from "../../components/loading-screen";
import { usePopupMessage } from "../../components/popup-message";
import {
  ClockHeldNote,
  QuestionClock,
  useCountdownAnnouncement,
} from "../../components/question-clock";
import { QuestionImage } from "../../components/question-image";
import { TitledScreen } from "../../components/titled-screen";
import { readDeviceId } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { useTrialPromise } from "../../lib/trial-offer";
import { useAfterHydration } from "../../lib/use-after-hydration";
import { useImageWait } from "../../lib/use-image-wait";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { useStoredValue } from "../../lib/use-stored-value";
import { sendTrialTimeout, useTrialAnswer } from "./api";
import { forgetPaintedTrialRead } from "./early-trial-read";
import { ScratchCard } from "./scratch-card";
import type { TrialQuestion } from "./trial-question";
import { trialQuestionQuery } from "./trial-read";
import {
  type Closed,
  stateOfFailure,
  stateOfFetch,
  type TrialState,
  trialMessages,
} from "./trial-state";
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
  const [attempt, setAttempt] = useState(0);
  const game = useGameStatus("player");
  // The layout may have read the switch before this screen hydrates: the build painted the
  // loading round, so that is the first render here whatever the switch says.
  const hydrated = useAfterHydration();
  if (hydrated && game.data?.Status === "off") {
    return (
      <GamePaused
        status={game.data}
        comesBack="Your question comes here automatically when the game resumes."
      />
    );
  }
  return (
    <TrialRound
      key={attempt}
      switchSaysOn={game.data?.Status === "on" && !game.isFetching}
      onRetry={() => setAttempt((n) => n + 1)}
      onPaused={() => void game.refetch()}
    />
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
        <TrialSection key="paused" title="Game paused">
          <p>The game is paused right now. Your question comes here when it resumes.</p>
          <button type="button" className="button" onClick={onRetry}>
            Try again
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
        <TrialSection key="won" title="Correct Answer!">
          <p>Scratch the card to see what you won.</p>
          <ScratchCard rupee={state.rupee} deviceId={deviceId} />
        </TrialSection>
      );
    case "no_prize":
      return (
        <TrialSection key="no_prize" title="Correct Answer!">
          <p>Your answer was right, but no prize goes with it.</p>
          <AfterTrialLinks />
        </TrialSection>
      );
    case "wrong":
      return (
        <TrialSection key="wrong" title="Wrong Answer">
          <ClosedQuestion closed={state} />
          <AfterTrialLinks />
        </TrialSection>
      );
    case "timeout":
      return (
        <TrialSection key="timeout" title="Time Out">
          <p>The time ran out before an answer was chosen.</p>
          <ClosedQuestion closed={state} />
          <AfterTrialLinks />
        </TrialSection>
      );
    case "too_many":
      return (
        <TrialSection key="too_many" title="Too Many Trials">
          <div role="alert" className="trial-notice">
            <p>{trialMessages.tooManyTrials}</p>
            {state.message !== trialMessages.tooManyTrials && <p>{state.message}</p>}
          </div>
          <AfterTrialLinks />
        </TrialSection>
      );
    case "failed":
      return (
        <TrialSection key="failed" title="Something went wrong">
          <div role="alert" className="trial-notice">
            <p>{state.message}</p>
            <p>Refresh to try again.</p>
          </div>
          <button type="button" className="button button-primary" onClick={onRetry}>
            Refresh
          </button>
        </TrialSection>
      );
  }
}

/** The round before its question: what the build painted for /try. */
function LoadingRound() {
  return (
    <TrialSection key="loading" title="Try a Question">
      <LoadingScreen />
    </TrialSection>
  );
}

/** A state's screen; its heading takes focus, so a reader starts at what just changed. */
function TrialSection({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <TitledScreen title={title} width="narrow" className="trial-screen" headingRef={headingRef}>
      {children}
    </TitledScreen>
  );
}

function ClosedQuestion({ closed }: { closed: Closed }) {
  const { question, chosen } = closed;
  if (!question) return null;
  return (
    <>
      <p className="trial-question-text">{question.text}</p>
      <AnswerOptions options={question.options} chosen={chosen} chosenLabel="Your answer" />
    </>
  );
}

/** The next step after the trial: sign up and play, or play at once when signed in. */
function AfterTrialLinks() {
  const signedIn = useStoredValue("ssid") !== null;
  return (
    <>
      <p>
        {signedIn
          ? "Play a full run: your first try each day is free."
          : "Sign up to play every day: your first try each day is free."}
      </p>
      <p className="trial-links">
        {signedIn ? (
          <Link className="button button-primary" to={paths.start}>
            Play
          </Link>
        ) : (
          <Link className="button button-primary" to={paths.signup}>
            Sign up
          </Link>
        )}
        <Link className="button" to={paths.home}>
          Home
        </Link>
      </p>
    </>
  );
}

/** The pool's promise above the question, so no prize to win is known before answering. */
function TrialLede() {
  const { largest, noPrizeText } = useTrialPromise();
  if (largest === null) return <p className="trial-lede">{noPrizeText}</p>;
  return (
    <p className="trial-lede">
      {largest ? `Answer 1 question and win up to ${largest}` : "Answer 1 question"}
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
        showMessage(trialMessages.offerEnded);
        navigate(paths.home);
        break;
      case "EX CORRECT":
        showMessage(trialMessages.answeredBefore);
        navigate(paths.home);
        break;
      case "INCORRECT":
        onClosed({ kind: "wrong", question, chosen: choice });
        break;
      case "Time_Out":
        onClosed({ kind: "timeout", question, chosen: choice });
        break;
      default:
        onClosed({
          kind: "failed",
          message: trialMessages.somethingWrong(String((reply as { Status: unknown }).Status)),
        });
    }
  }

  return (
    <TrialSection title="Try a Question">
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
        label="Answers"
        disabled={checking}
        hidden={!imageWait.answersShown}
        onChoose={(choice) => void choose(choice)}
      />
      <p role="status" className="trial-live">
        {checking ? "Checking your answer…" : announcement}
      </p>
    </TrialSection>
  );
}
