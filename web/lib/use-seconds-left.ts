import { useEffect, useEffectEvent, useRef, useState } from "react";
import { wholeSeconds } from "./clock-seconds";

/**
 * Whole seconds left until `deadline` (epoch ms, derived from the server's `remainingMs`),
 * for the play and trial question clocks. It ticks once a second, on the deadline's own
 * second boundaries, and re-reads the clock on every tick, so a throttled background tab
 * catches up instead of drifting. While `deadline` is null (an image still loading, an
 * answer being verified) it holds still. `onZero` runs once per deadline.
 */
export function useSecondsLeft(
  deadline: number | null,
  initialMs: number,
  onZero: () => void,
): number {
  const [secondsLeft, setSecondsLeft] = useState(() => wholeSeconds(initialMs));
  const reachZero = useEffectEvent(onZero);
  // Survives StrictMode's second effect run, which would otherwise report zero twice.
  const zeroReportedFor = useRef<number | null>(null);

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = deadline - Date.now();
      setSecondsLeft(wholeSeconds(left));
      if (left > 0) {
        timer = setTimeout(tick, left % 1000 || 1000);
      } else if (zeroReportedFor.current !== deadline) {
        zeroReportedFor.current = deadline;
        reachZero();
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  return secondsLeft;
}
