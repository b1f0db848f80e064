import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import type { Choice } from "../../../contract/play";
import { AnswerButtons } from "../../components/answer-buttons";
import { AnswerOptions } from "../../components/answer-options";
import { PageTitle } from "../../components/page-title";
import {
  ClockHeldNote,
  QuestionClock,
  useCountdownAnnouncement,
} from "../../components/question-clock";
import { QuestionImage } from "../../components/question-image";
import { useImageWait } from "../../lib/use-image-wait";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { type AnswerFeedback, feedbackAnnouncement } from "./answer-feedback";
import { FeedbackPanel } from "./feedback-panel";
import { RunProgress } from "./run-progress";
import type { ReceivedQuestion } from "./use-question-round";

function statusClass(verifying: boolean, unsent: Choice | null) {
  if (unsent) return "alert-box play-notice";
  return verifying ? "verifying-overlay" : "visually-hidden";
}

type QuestionViewProps = {
  /** The question as last read: its clock counts from when that reply arrived. */
  question: ReceivedQuestion;
  verifying: boolean;
  /** An answer the connection dropped, being sent again: marked, with the offline notice. */
  unsent: Choice | null;
  /** The moment after the answer, once the server has judged it. */
  feedback: AnswerFeedback | null;
  /** Keeps the verdict up while a report form is open over it. */
  holdFeedback: boolean;
  onChoose: (choice: Choice, secondsLeft: number) => void;
  onTimeUp: () => void;
  onImageSettled: () => void;
  onNext: () => void;
  /** Opens the report form for this question; `imageFailed` pre-selects "Image Loading". */
  onReport: (imageFailed: boolean) => void;
};

/** One question, open and then judged: mounted per question, so its clock and focus start fresh. */
export function QuestionView({
  question,
  verifying,
  unsent,
  feedback,
  holdFeedback,
  onChoose,
  onTimeUp,
  onImageSettled,
  onNext,
  onReport,
}: QuestionViewProps) {
  const { i18n } = useLingui();
  // The answers and the clock wait for an image question's image, 3 s at most.
  const imageWait = useImageWait(question);
  // The clock holds while the answer is checked and once it is judged.
  const deadline = verifying || feedback ? null : imageWait.deadline;
  const secondsLeft = useSecondsLeft(deadline, question.remainingMs, onTimeUp);
  const countdown = useCountdownAnnouncement(secondsLeft, deadline !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const number = question.Qno + 1;
  const title = i18n._("playRound.title", { number, total: question.questionsInRun });
  // Announced once, as it first came: a timed-out question's right option may arrive
  // later, silently.
  const [announced, setAnnounced] = useState<AnswerFeedback | null>(null);
  useEffect(() => {
    if (feedback && announced === null) setAnnounced(feedback);
  }, [feedback, announced]);
  const verdict = announced && feedbackAnnouncement(i18n, announced, question);

  // The previous question's buttons are gone: start the reader at the new question.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const won = feedback?.outcome === "correct";
  return (
    <section className="screen play-round" aria-busy={verifying && !unsent}>
      <PageTitle title={title} />
      <div className="play-round-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <QuestionClock secondsLeft={secondsLeft} />
      </div>
      <RunProgress
        answered={question.Qno + (feedback ? 1 : 0)}
        total={question.questionsInRun}
        coins={question.coinsSoFar + (feedback?.coins ?? 0)}
        streak={question.streak + (won ? 1 : 0)}
      />
      {/* One live region for the round: the countdown marks, "Verifying..." or the offline
          notice over the question still on screen, then the verdict. */}
      <div role="status" className={statusClass(verifying, unsent)}>
        {unsent
          ? i18n._("playRound.answerOffline")
          : verifying
            ? i18n._("playRound.verifying")
            : (verdict ?? countdown)}
      </div>
      <p className="question-text">{question.Question}</p>
      {question.img && (
        <QuestionImage
          src={question.img}
          onSettled={(failed) => {
            setImageFailed(failed);
            imageWait.imageSettled();
            onImageSettled();
          }}
        >
          <ClockHeldNote hidden={imageWait.answersShown || feedback !== null} />
        </QuestionImage>
      )}
      {feedback ? (
        <>
          <AnswerOptions
            options={question}
            correct={feedback.correct ?? undefined}
            chosen={feedback.chosen}
            chosenLabel={i18n._("answer.yourAnswer")}
          />
          <FeedbackPanel feedback={feedback} held={holdFeedback} onNext={onNext} />
        </>
      ) : (
        <>
          <AnswerButtons
            options={question}
            label={i18n._("playRound.answers")}
            disabled={verifying}
            hidden={!imageWait.answersShown}
            chosen={unsent ?? undefined}
            onChoose={(choice) => onChoose(choice, secondsLeft)}
          />
          <p className="question-report">
            {imageFailed && `${i18n._("playRound.imageFailed")} `}
            <button
              type="button"
              className="link-button"
              disabled={verifying}
              onClick={() => onReport(imageFailed)}
            >
              {i18n._(imageFailed ? "playRound.reportIt" : "playRound.report")}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
