import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../contract/api-paths";
import type { TrialOfferResponse } from "../../contract/trial";
import { apiQuery } from "./api-query";
import { formatRupees } from "./money";

/** Said wherever the trial is offered while its pool is empty, before anyone plays. */
export const EMPTY_POOL_TEXT =
  "No prizes are left right now: you can still answer for fun, and prizes come back when an admin adds them.";

/**
 * What the trial may promise (issue 16): the largest prize left in the pool as "₹100.00",
 * null when the pool is empty, undefined until known (or if it cannot be read: then
 * nothing is promised).
 */
export function useLargestTrialPrize(): string | null | undefined {
  const offer = useQuery(apiQuery<TrialOfferResponse>(apiPaths.trialOffer, "visitor"));
  if (offer.data === undefined) return undefined;
  return offer.data.largestRupee === null ? null : formatRupees(offer.data.largestRupee);
}
