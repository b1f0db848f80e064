import { useEffect, useLayoutEffect } from "react";
import { useSavedPreferences } from "../lib/player-preferences";
import { removeStored, writeStored } from "../lib/storage";
import { useStoredValue } from "../lib/use-stored-value";

/** The root class global.css caps every animation and transition under. */
export const REDUCE_MOTION_CLASS = "reduce-motion";
/**
 * Set once the app knows whether to move: until then the loading screen index.html paints
 * holds still (loading-screen.css), since the player's setting is not known before this.
 */
const MOTION_KNOWN_CLASS = "motion-known";

/**
 * Reduce motion, for the whole app at once: the player's setting puts one class on
 * <html>, and global.css does the rest (with the same rule for the OS's
 * `prefers-reduced-motion`, which needs no script). No screen patches its own animations.
 * The device keeps a copy of the setting, so the next visit applies it with the app's
 * first render, while the settings are read again. It sits above the router: every area
 * and every loading screen obeys it.
 */
export function ApplyReduceMotion() {
  const saved = useSavedPreferences();
  const remembered = useStoredValue("reduce_motion") === "on";
  const reduce = saved ? saved.reducedMotion : remembered;

  useLayoutEffect(() => {
    document.documentElement.classList.add(MOTION_KNOWN_CLASS);
    document.documentElement.classList.toggle(REDUCE_MOTION_CLASS, reduce);
    return () => document.documentElement.classList.remove(REDUCE_MOTION_CLASS);
  }, [reduce]);

  useEffect(() => {
    if (!saved) return;
    if (saved.reducedMotion) writeStored("reduce_motion", "on");
    else removeStored("reduce_motion");
  }, [saved]);

  return null;
}
