import { useState } from "react";
import type { ServerMessage } from "../../../contract/realtime";
import { useRealtimeMessage, useResync } from "./realtime-provider";

/** The messages that say something happened to an entry of one of the player's lists. */
type ListMessage = Extract<ServerMessage, { event: string }>;

/**
 * A list kept live: a `type` message and every socket (re)open re-read it. Returns the
 * message event's sentence (`announcements`) for a polite live region, so a screen reader
 * hears that something changed without the list being read out again.
 */
export function useListUpdates(
  type: ListMessage["type"],
  announcements: Readonly<Record<string, string>>,
  refetch: () => void,
): string {
  const [announcement, setAnnouncement] = useState("");
  useRealtimeMessage(type, (message) => {
    setAnnouncement(announcements[message.event] ?? "");
    refetch();
  });
  useResync(refetch);
  return announcement;
}
