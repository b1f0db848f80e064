import type { ClaimMessage } from "../../../contract/realtime";
import { useListUpdates } from "./use-list-updates";

const MOVED: Record<ClaimMessage["event"], string> = {
  approved: "A prize request was just approved.",
  shipped: "A prize was just shipped.",
  fulfilled: "A prize request was just marked delivered.",
  rejected: "A prize request was just rejected.",
};

/**
 * A player's prize requests, live: a `claim` message (an admin approved, shipped,
 * fulfilled or rejected one) and every socket (re)open re-read them; the sentence is for
 * a polite live region.
 */
export const useClaimUpdates = (refetch: () => void): string =>
  useListUpdates("claim", MOVED, refetch);
