import { useLingui } from "@lingui/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ServedQuestionView } from "../../../contract/play";
import { claimedPayload } from "../../../contract/receipts";
import type { TicketIssue } from "../../../contract/tickets";
import { LoadingScreen } from "../../components/loading-screen";
import { TitledScreen } from "../../components/titled-screen";
import { serverMessageOf } from "../../lib/api-errors";
import { useRealtimeMessage } from "../../lib/realtime/realtime-provider";
import { forfeitRunOf } from "./api";
import { QuestionView } from "./question-view";
import { markRunEnded } from "./run-flag";
import { useAttemptReceipt } from "./run-receipt";
import { useQuestionRound } from "./use-question-round";

// Loaded on demand: its issue list comes from contract/tickets.ts, which brings zod along.
/** Why the server serves no question, in the player's words (its own `message` is English). */
const stoppedMessageIds = {
  game_off: "playRound.stopped.gameOff",
  no_questions: "playRound.stopped.noQuestions",
} as const;

const ReportDialog = lazy(() =>
  import("./report-dialog").then((m) => ({ default: m.ReportDialog })),
);

type Reporting = { question: ServedQuestionView; issue?: TicketIssue };

/** /play while the game is on: the current question, its verdict, or why there is none. */
export function QuestionRound({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const {
    round,
    uncheckedReason,
    choose,
    timeOut,
    revealCorrect,
    next,
    reportImage,
    retry,
    leave,
  } = useQuestionRound(userId);
  const [reporting, setReporting] = useState<Reporting | null>(null);
  // Set once a report from the open question has given it up: the run is over.
  const gaveUp = useRef(false);

  // The server timed the question out (DESIGN.md section 6); the device's clock may lag.
  useRealtimeMessage("run", (message) => {
    if (round.phase === "asking" && message.attemptId === round.question._id) {
      timeOut(round.question);
    }
  });

  // A question the device timed out: its receipt, once the server closes it, names the
  // right option for the feedback.
  const unrevealed =
    round.phase === "feedback" && round.feedback.correct === null ? round.question._id : null;
  const receipt = useAttemptReceipt(unrevealed ?? "", unrevealed !== null);
  const revealed = receipt.data ? claimedPayload(receipt.data.receipt)?.correct : undefined;
  useEffect(() => {
    if (unrevealed && revealed) revealCorrect(unrevealed, revealed);
  }, [unrevealed, revealed, revealCorrect]);

  if (round.phase === "loading" || round.phase === "stopped") {
    return (
      <TitledScreen title={i18n._("play.title")}>
        {round.phase === "loading" ? (
          round.offline ? (
            <p role="status" className="alert-box play-notice">
              {i18n._("playRound.nextOffline")}
            </p>
          ) : (
            <LoadingScreen />
          )
        ) : (
          <div role="alert">
            <p>
              {typeof round.why === "string"
                ? i18n._(stoppedMessageIds[round.why])
                : serverMessageOf(round.why.failure)}
            </p>
            <button type="button" className="button" onClick={retry}>
              {i18n._("play.tryAgain")}
            </button>
          </div>
        )}
      </TitledScreen>
    );
  }

  const { question } = round;

  /** Gives the open question up so it can be reported: the run ends, with its receipt. */
  async function giveUp(): Promise<string | undefined> {
    gaveUp.current = true;
    markRunEnded();
    const reply = await forfeitRunOf(userId);
    return reply.receipt;
  }

  return (
    <>
      {uncheckedReason !== null && (
        <p role="alert" className="alert-box play-notice">
          {i18n._("playRound.answerUnchecked", { reason: uncheckedReason })}
        </p>
      )}
      <QuestionView
        key={question._id}
        question={question}
        verifying={round.phase === "verifying" || round.phase === "resending"}
        unsent={round.phase === "resending" ? round.choice : null}
        feedback={round.phase === "feedback" ? round.feedback : null}
        holdFeedback={reporting !== null}
        onChoose={(choice, secondsLeft) => void choose(question, choice, secondsLeft)}
        onTimeUp={() => timeOut(question)}
        onImageSettled={() => void reportImage(question)}
        onNext={next}
        onReport={(imageFailed) =>
          setReporting({ question, issue: imageFailed ? "Image Loading" : undefined })
        }
      />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            questions={[
              { attemptId: reporting.question._id, label: i18n._("reportDialog.thisQuestion") },
            ]}
            defaultIssue={reporting.issue}
            endsRun={giveUp}
            onClose={() => {
              setReporting(null);
              if (gaveUp.current) leave(reporting.question);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
