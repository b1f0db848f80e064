import { useEffect, useState } from "react";
import "./question-clock.css";

/** SPEC.md section 9: the countdown turns red at 5 seconds or fewer. */
const WARNING_SECONDS = 5;
/** Screen readers hear the countdown at these marks only, not every second. */
const ANNOUNCED_SECONDS: readonly number[] = [10, 5];

/** A question's countdown in whole seconds, for the play and trial rounds. */
export function QuestionClock({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div
      role="timer"
      aria-label="Seconds left"
      className="countdown"
      data-warning={secondsLeft <= WARNING_SECONDS}
    >
      {secondsLeft}
    </div>
  );
}

/** Shown while the clock holds for the question's image. */
export function ClockHeldNote() {
  return <p className="countdown-note">The clock starts when the image has loaded.</p>;
}

/** The announcement for the last mark the running countdown passed. */
export function useCountdownAnnouncement(secondsLeft: number, running: boolean): string {
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (running && ANNOUNCED_SECONDS.includes(secondsLeft)) {
      setAnnouncement(`${secondsLeft} seconds left`);
    }
  }, [secondsLeft, running]);
  return announcement;
}
