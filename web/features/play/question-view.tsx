import { useEffect, useRef, useState } from "react";
import type { Choice, ServedQuestionView } from "../../../contract/play";
import { choices } from "../../components/answer-options";
import { PageTitle } from "../../components/page-title";
import { QuestionImage } from "../../components/question-image";
import { useSecondsLeft } from "./use-seconds-left";

/** SPEC.md section 9: the countdown turns red at 5 seconds or fewer. */
const WARNING_SECONDS = 5;
/** Screen readers hear the countdown at these marks only, not every second. */
const ANNOUNCED_SECONDS: readonly number[] = [10, 5];

type QuestionViewProps = {
  question: ServedQuestionView;
  /** Epoch ms when time runs out; null while the clock holds (image loading, verifying). */
  deadline: number | null;
  verifying: boolean;
  onChoose: (choice: Choice, secondsLeft: number) => void;
  onTimeUp: () => void;
  onImageSettled: () => void;
};

/** The announcement for the last mark the running countdown passed. */
function useCountdownAnnouncement(secondsLeft: number, running: boolean): string {
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (running && ANNOUNCED_SECONDS.includes(secondsLeft)) {
      setAnnouncement(`${secondsLeft} seconds left`);
    }
  }, [secondsLeft, running]);
  return announcement;
}

/** One open question: mounted per question, so its clock and focus start fresh. */
export function QuestionView({
  question,
  deadline,
  verifying,
  onChoose,
  onTimeUp,
  onImageSettled,
}: QuestionViewProps) {
  const secondsLeft = useSecondsLeft(deadline, question.remainingMs, onTimeUp);
  const announcement = useCountdownAnnouncement(secondsLeft, deadline !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = `Question ${question.Qno + 1}`;
  const waitingForImage = deadline === null && !verifying;

  // The previous question's buttons are gone: start the reader at the new question.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="screen play-round" aria-busy={verifying}>
      <PageTitle title={title} />
      <div className="play-round-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <div
          role="timer"
          aria-label="Seconds left"
          className="countdown"
          data-warning={secondsLeft <= WARNING_SECONDS}
        >
          {secondsLeft}
        </div>
      </div>
      {waitingForImage && (
        <p className="countdown-note">The clock starts when the image has loaded.</p>
      )}
      <p className="question-text">{question.Question}</p>
      {question.img && <QuestionImage src={question.img} onSettled={onImageSettled} />}
      <ul className="answer-buttons">
        {choices.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className="answer-button"
              disabled={verifying}
              onClick={() => onChoose(choice, secondsLeft)}
            >
              <span className="option-letter">{choice.toUpperCase()}</span>{" "}
              <span>{question[choice]}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* One live region for the round: the countdown marks, then "Verifying...". */}
      <div role="status" className={verifying ? "verifying-overlay" : "visually-hidden"}>
        {verifying ? "Verifying..." : announcement}
      </div>
    </section>
  );
}
