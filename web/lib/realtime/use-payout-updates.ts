import { useState } from "react";
import { useRealtimeMessage, useResync } from "./realtime-provider";

/**
 * A player's payouts, live (issue 16): a `payout` message (paid or rejected) and every
 * socket (re)open re-read them. Returns a sentence for a polite live region, so a screen
 * reader hears that something changed without the list being read out again.
 */
export function usePayoutUpdates(refetch: () => void): string {
  const [announcement, setAnnouncement] = useState("");
  useRealtimeMessage("payout", (message) => {
    setAnnouncement(
      message.event === "paid" ? "A payout was just paid." : "A payout was just rejected.",
    );
    refetch();
  });
  useResync(refetch);
  return announcement;
}
