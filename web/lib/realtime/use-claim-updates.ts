import { useState } from "react";
import type { ClaimMessage } from "../../../contract/realtime";
import { useRealtimeMessage, useResync } from "./realtime-provider";

const MOVED: Record<ClaimMessage["event"], string> = {
  approved: "A prize request was just approved.",
  shipped: "A prize was just shipped.",
  fulfilled: "A prize request was just marked delivered.",
  rejected: "A prize request was just rejected.",
};

/**
 * A player's prize requests, live: a `claim` message (an admin approved,
 * shipped, fulfilled or rejected one) and every socket (re)open re-read them. Returns a
 * sentence for a polite live region, so a screen reader hears that something changed
 * without the list being read out again.
 */
export function useClaimUpdates(refetch: () => void): string {
  const [announcement, setAnnouncement] = useState("");
  useRealtimeMessage("claim", (message) => {
    setAnnouncement(MOVED[message.event]);
    refetch();
  });
  useResync(refetch);
  return announcement;
}
