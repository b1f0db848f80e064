import { useCallback, useEffect, useState } from "react";

/** What one server reply says of a question's clock, and when it arrived. */
export type ServedClock = {
  /** Epoch ms by the device's clock when the reply arrived. */
  receivedAt: number;
  /** At most the question's time; the whole of it while the clock waits for the image. */
  remainingMs: number;
  /** What is left of the server's image grace (3 s at most); 0 once the clock runs. */
  clockStartsInMs: number;
};

/**
 * An image question's answers and clock wait for its image, never past the server's
 * grace (docs/decisions/024): they start once the image has loaded or failed, or once the
 * grace is over, whichever is first, so a blocked image neither shows the answers early
 * nor stops the clock the server keeps. A question without an image, or whose clock
 * already runs, starts at once. `deadline` (epoch ms) is null while they wait; it is never
 * later than the server's, since the answers show at the grace's end at the latest.
 */
export function useImageWait({ receivedAt, remainingMs, clockStartsInMs }: ServedClock) {
  const graceEndsAt = receivedAt + clockStartsInMs;
  const [settledAt, setSettledAt] = useState<number | null>(null);
  // The grace end the timer below reached; a later reply brings its own.
  const [graceReached, setGraceReached] = useState<number | null>(null);

  const waiting = clockStartsInMs > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGraceReached(graceEndsAt), graceEndsAt - Date.now());
    return () => clearTimeout(timer);
  }, [waiting, graceEndsAt]);

  let shownAt: number | null = receivedAt;
  if (waiting) {
    if (settledAt !== null) shownAt = Math.min(settledAt, graceEndsAt);
    else shownAt = graceReached === graceEndsAt ? graceEndsAt : null;
  }

  /** The image loaded or failed: the answers show and the clock runs from now. */
  const imageSettled = useCallback(() => setSettledAt((at) => at ?? Date.now()), []);

  return {
    answersShown: shownAt !== null,
    deadline: shownAt === null ? null : shownAt + remainingMs,
    imageSettled,
  };
}
