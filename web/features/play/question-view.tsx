import { useEffect, useRef } from "react";
import type { Choice, ServedQuestionView } from "../../../contract/play";
import { AnswerButtons } from "../../components/answer-buttons";
import { PageTitle } from "../../components/page-title";
import {
  ClockHeldNote,
  QuestionClock,
  useCountdownAnnouncement,
} from "../../components/question-clock";
import { QuestionImage } from "../../components/question-image";
import { useSecondsLeft } from "../../lib/use-seconds-left";

type QuestionViewProps = {
  question: ServedQuestionView;
  /** Epoch ms when time runs out; null while the clock holds (image loading, verifying). */
  deadline: number | null;
  verifying: boolean;
  onChoose: (choice: Choice, secondsLeft: number) => void;
  onTimeUp: () => void;
  onImageSettled: () => void;
};

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
        <QuestionClock secondsLeft={secondsLeft} />
      </div>
      <p className="question-text">{question.Question}</p>
      {question.img && (
        <QuestionImage src={question.img} onSettled={onImageSettled}>
          {waitingForImage && <ClockHeldNote />}
        </QuestionImage>
      )}
      <AnswerButtons
        options={question}
        disabled={verifying}
        onChoose={(choice) => onChoose(choice, secondsLeft)}
      />
      {/* One live region for the round: the countdown marks, then "Verifying...". */}
      <div role="status" className={verifying ? "verifying-overlay" : "visually-hidden"}>
        {verifying ? "Verifying..." : announcement}
      </div>
    </section>
  );
}
