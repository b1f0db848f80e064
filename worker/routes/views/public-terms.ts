import type { RegionCode } from "../../../contract/eligibility";
import type { PublicTerms } from "../../../contract/offers";
import type { OfferTerms } from "../../domain/offers";
import type { RunSettings } from "../../domain/run-settings";

/**
 * The figures the public pages and policies state (decision 021): the general offers,
 * for new players, the price of a try, the daily free tries, and where paid play is off.
 */
export const publicTermsView = (
  run: RunSettings,
  offers: OfferTerms,
  offRegions: string[],
): PublicTerms => ({
  ...offers,
  tryPricePaise: run.tryPricePaise,
  dailyFreeTries: run.freeTriesPerDay,
  paidPlayOffRegions: offRegions as RegionCode[],
});
