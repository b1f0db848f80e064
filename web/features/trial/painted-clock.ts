import { clockWarns, wholeSeconds } from "../../lib/clock-seconds";

/**
 * Runs the clock of a question the entry painted (early-trial-read.ts) until React has the
 * screen: on a slow link the app arrives a second or more after the question, and a clock
 * standing still meanwhile would tell the visitor they have more time than the server
 * counts. It writes only the number and its warning flag, which the clock's element lets
 * hydration find changed (`QuestionClock`), on the same second boundaries as
 * `useSecondsLeft`, from the same deadline, so React's first tick writes the same number.
 * Returns the stop.
 */
export function runPaintedClock(clock: Element, deadline: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const left = deadline - Date.now();
    const seconds = wholeSeconds(left);
    clock.textContent = String(seconds);
    clock.setAttribute("data-warning", String(clockWarns(seconds)));
    if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
  };
  timer = setTimeout(tick, (deadline - Date.now()) % 1000 || 1000);
  return () => clearTimeout(timer);
}
