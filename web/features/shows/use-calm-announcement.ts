import { useEffect, useRef, useState } from "react";

/** The least time between two lobby counts a screen reader hears. */
export const LOBBY_CALM_MS = 10_000;

/**
 * What the show's polite live region says. The lobby's count may move every second while
 * players arrive: a new count is said at once when none was said for ten seconds, and
 * otherwise the latest one when the ten seconds are up, so the region never floods. Every
 * other change (a question opening, a reveal, the end) is said at once.
 */
export function useCalmAnnouncement(announcement: string, lobby: boolean): string {
  const [said, setSaid] = useState(announcement);
  // The first text is on the page already; a live region speaks only what changes after.
  const saidAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (announcement === said) return;
    const wait = lobby ? saidAt.current + LOBBY_CALM_MS - Date.now() : 0;
    const say = () => {
      saidAt.current = Date.now();
      setSaid(announcement);
    };
    if (wait <= 0) {
      say();
      return;
    }
    const timer = setTimeout(say, wait);
    return () => clearTimeout(timer);
  }, [announcement, lobby, said]);

  return said;
}
