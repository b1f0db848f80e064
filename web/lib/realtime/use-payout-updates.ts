import { useState } from "react";
import { useRealtimeMessage, useResync } from "./realtime-provider";

const ANNOUNCEMENTS = {
  paid: "A payout was just paid.",
  rejected: "A payout was just rejected.",
  "details-changed": "Your payout details were just changed.",
} as const;

/**
 * A player's payouts, live: a `payout` message (paid, rejected, or the payout
 * details changed: decision 023) and every socket (re)open re-read them. Returns a
 * sentence for a polite live region, so a screen reader hears that something changed
 * without the list being read out again.
 */
export function usePayoutUpdates(refetch: () => void): string {
  const [announcement, setAnnouncement] = useState("");
  useRealtimeMessage("payout", (message) => {
    setAnnouncement(ANNOUNCEMENTS[message.event]);
    refetch();
  });
  useResync(refetch);
  return announcement;
}
