import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { MAX_IMAGE_GRACE_MS } from "../../contract/question-clock";
import { clockWarns } from "../lib/clock-seconds";
import "./question-clock.css";

/** Screen readers hear the countdown at these marks only, not every second. */
const ANNOUNCED_SECONDS: readonly number[] = [10, 5];

/**
 * A question's countdown in whole seconds, for the play and trial rounds. On /try the entry
 * may have painted and run it before React hydrates it (features/trial/painted-clock.ts),
 * from the same deadline: the number may be a tick apart from React's first render, and
 * React's next tick writes its own.
 */
export function QuestionClock({ secondsLeft }: { secondsLeft: number }) {
  const { i18n } = useLingui();
  return (
    <div
      suppressHydrationWarning
      role="timer"
      aria-label={i18n._("questionClock.label")}
      className="countdown"
      data-warning={clockWarns(secondsLeft)}
    >
      {secondsLeft}
    </div>
  );
}

/**
 * Shown while an image question's answers and clock wait for its image (web/lib/
 * use-image-wait.ts). Always rendered and hidden after, so /try's entry can hide it before
 * React hydrates without changing the markup React expects.
 */
export function ClockHeldNote({ hidden }: { hidden: boolean }) {
  const { i18n } = useLingui();
  return (
    <p className="countdown-note" hidden={hidden} suppressHydrationWarning>
      {i18n._("questionClock.held", { seconds: MAX_IMAGE_GRACE_MS / 1000 })}
    </p>
  );
}

/** The announcement for the last mark the running countdown passed. */
export function useCountdownAnnouncement(secondsLeft: number, running: boolean): string {
  const { i18n } = useLingui();
  // The mark, not its words: a language switched meanwhile says it in the new one.
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (running && ANNOUNCED_SECONDS.includes(secondsLeft)) setAnnounced(secondsLeft);
  }, [secondsLeft, running]);
  return announced === null ? "" : i18n._("questionClock.announce", { seconds: announced });
}
