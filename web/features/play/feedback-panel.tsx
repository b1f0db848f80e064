import { useLingui } from "@lingui/react";
import { useEffect, useEffectEvent, useRef } from "react";
import { type AnswerFeedback, feedbackPrizes, feedbackTitle } from "./answer-feedback";

/** How long the verdict stays before the game moves on by itself (about 1.2 s). */
export const FEEDBACK_MS = 1200;
/** A question the device timed out waits this long at most for the server's right option. */
const REVEAL_WAIT_MS = 4000;

/**
 * The verdict after an answer: "Correct", "Wrong" or "Time's up", what it won, and Next.
 * It moves on by itself after FEEDBACK_MS, counted from when the right option is known
 * (with `held`, from when nothing covers it any more).
 */
export function FeedbackPanel({
  feedback,
  held,
  onNext,
}: {
  feedback: AnswerFeedback;
  /** While something is open over it (a report form), it waits for Next. */
  held: boolean;
  onNext: () => void;
}) {
  const { i18n } = useLingui();
  const nextRef = useRef<HTMLButtonElement>(null);
  const moveOn = useEffectEvent(onNext);
  const revealed = feedback.correct !== null;

  // The answer buttons are gone; Next is where a keyboard goes on from.
  useEffect(() => {
    nextRef.current?.focus();
  }, []);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => moveOn(), revealed ? FEEDBACK_MS : REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [revealed, held]);

  const prizes = feedbackPrizes(i18n, feedback);
  return (
    <div className="feedback-panel" data-outcome={feedback.outcome}>
      <p className="feedback-title">
        <span aria-hidden="true">{feedback.outcome === "correct" ? "✓ " : "✗ "}</span>
        <span>{feedbackTitle(i18n, feedback)}</span>
      </p>
      {prizes.length > 0 && (
        <ul className="feedback-prizes">
          {prizes.map((prize) => (
            <li key={prize}>{prize}</li>
          ))}
        </ul>
      )}
      <button ref={nextRef} type="button" className="button button-primary" onClick={onNext}>
        {i18n._(feedback.runEnds ? "playFeedback.results" : "playFeedback.next")}
      </button>
    </div>
  );
}
