import { useEffect, useLayoutEffect } from "react";
import { useSavedPreferences } from "../lib/player-preferences";
import { removeStored, useStoredValue, writeStored } from "../lib/storage";

/** The root class global.css caps every animation and transition under (issue 13). */
export const REDUCE_MOTION_CLASS = "reduce-motion";

/**
 * Reduce motion, for the whole app at once: the player's setting puts one class on
 * <html>, and global.css does the rest (with the same rule for the OS's
 * `prefers-reduced-motion`, which needs no script). No screen patches its own animations.
 * The device keeps a copy of the setting, so the next visit is still before its first
 * paint, while the settings are read again.
 */
export function ApplyReduceMotion() {
  const saved = useSavedPreferences();
  const remembered = useStoredValue("reduce_motion") === "on";
  const reduce = saved ? saved.reducedMotion : remembered;

  useLayoutEffect(() => {
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
