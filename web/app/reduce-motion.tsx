import { useEffect } from "react";
import { usePlayerPreferences } from "../lib/player-preferences";

/** The root class global.css caps every animation and transition under (issue 13). */
export const REDUCE_MOTION_CLASS = "reduce-motion";

/**
 * Reduce motion, for the whole app at once: the player's setting puts one class on
 * <html>, and global.css does the rest (with the same rule for the OS's
 * `prefers-reduced-motion`, which needs no script). No screen patches its own animations.
 */
export function ApplyReduceMotion() {
  const { reducedMotion } = usePlayerPreferences();
  useEffect(() => {
    document.documentElement.classList.toggle(REDUCE_MOTION_CLASS, reducedMotion);
    return () => document.documentElement.classList.remove(REDUCE_MOTION_CLASS);
  }, [reducedMotion]);
  return null;
}
