import { useLingui } from "@lingui/react";
import type { ClaimMessage } from "../../../contract/realtime";
import { useListUpdates } from "./use-list-updates";

/**
 * A player's prize requests, live: a `claim` message (an admin approved, shipped,
 * fulfilled or rejected one) and every socket (re)open re-read them; the sentence, in the
 * language in use, is for a polite live region.
 */
export function useClaimUpdates(refetch: () => void): string {
  const { i18n } = useLingui();
  const moved: Record<ClaimMessage["event"], string> = {
    approved: i18n._("claimUpdates.approved"),
    shipped: i18n._("claimUpdates.shipped"),
    fulfilled: i18n._("claimUpdates.fulfilled"),
    rejected: i18n._("claimUpdates.rejected"),
  };
  return useListUpdates("claim", moved, refetch);
}
