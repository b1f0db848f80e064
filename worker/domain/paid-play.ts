import type { PaidPlayAccess } from "../../contract/eligibility";
import { regionName, regionNames } from "../../contract/regions";

/**
 * Who may pay to play (decision 021), for the floors below the routes: the contract names
 * the places and the words, and the data floor applies them without importing it.
 */
export type { PaidPlayAccess };

/** What a player confirmed before paid play: where they live, and when. */
export type Eligibility = { region: string; confirmedAt: number };

/**
 * Whether a player may pay to play: never while paid play is off here (`PAID_PLAY`);
 * otherwise only once they confirmed their age and place, and not where a main admin
 * switched it off. The free tries stay theirs in every case.
 */
export function paidPlayAccess(input: {
  paidPlayOn: boolean;
  eligibility: Eligibility | null;
  offRegions: readonly string[];
}): PaidPlayAccess {
  if (!input.paidPlayOn) return "off";
  if (!input.eligibility) return "eligibility_required";
  if (input.offRegions.includes(input.eligibility.region)) return "closed_in_region";
  return "open";
}

/** Whether the paid-play offers may be shown: where paying is, or will be after the step, allowed. */
export const paidPlayPossible = (access: PaidPlayAccess) =>
  access === "open" || access === "eligibility_required";

/** The audit log's words for a new list of places where paid play is off. */
export function paidPlayRegionsSummary(regions: readonly string[]): string {
  return regions.length === 0
    ? "Paid play is on in every state and union territory"
    : `Paid play is off in ${placesText(regions)}`;
}

/** The places by name, as the audit log states a list: "Goa and Tamil Nadu", or "none". */
export function placesText(regions: readonly string[]): string {
  return regions.length === 0 ? "none" : regionNames(regions);
}

/** The audit log's words for a player's declaration. */
export function eligibilitySummary(region: string): string {
  return `Confirmed being 18 or older and living in ${regionName(region)}`;
}
