import type { ShowStatus } from "../../../contract/shows";

/** A show's status as the admins' list and host view say it. */
export const SHOW_STATUS_WORDS: Record<ShowStatus, string> = {
  scheduled: "Scheduled",
  lobby: "Lobby open",
  live: "Live",
  ended: "Ended",
  cancelled: "Cancelled",
};
