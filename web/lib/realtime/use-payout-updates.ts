import { useListUpdates } from "./use-list-updates";

const ANNOUNCEMENTS = {
  paid: "A payout was just paid.",
  rejected: "A payout was just rejected.",
  "details-changed": "Your payout details were just changed.",
} as const;

/**
 * A player's payouts, live: a `payout` message (paid, rejected, or the payout details
 * changed: decision 023) and every socket (re)open re-read them; the sentence is for a
 * polite live region.
 */
export const usePayoutUpdates = (refetch: () => void): string =>
  useListUpdates("payout", ANNOUNCEMENTS, refetch);
