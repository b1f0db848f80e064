import { useLingui } from "@lingui/react";
import { useListUpdates } from "./use-list-updates";

/**
 * A player's payouts, live: a `payout` message (paid, rejected, or the payout details
 * changed: decision 023) and every socket (re)open re-read them; the sentence, in the
 * language in use, is for a polite live region.
 */
export function usePayoutUpdates(refetch: () => void): string {
  const { i18n } = useLingui();
  const announcements = {
    paid: i18n._("payoutUpdates.paid"),
    rejected: i18n._("payoutUpdates.rejected"),
    "details-changed": i18n._("payoutUpdates.detailsChanged"),
  };
  return useListUpdates("payout", announcements, refetch);
}
