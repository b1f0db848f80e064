import { useEffect } from "react";

let markLive: () => void = () => {};

/**
 * Resolves once the first screen has been committed (hydrated or rendered afresh): from
 * then on its buttons answer. web/main.tsx waits on it to hand over the taps it kept.
 */
export const firstScreenLive = new Promise<void>((resolve) => {
  markLive = resolve;
});

/**
 * Rendered beside a layout's screen, inside the same Suspense boundary: its effect runs
 * only once the screen's lazy module has arrived and the screen is committed.
 */
export function ScreenLive() {
  useEffect(() => markLive(), []);
  return null;
}
