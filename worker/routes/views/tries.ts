import type { TryOfferView } from "../../../contract/account";
import type { EligibilityView, PaidPlayView, RegionCode } from "../../../contract/eligibility";
import type { TryStanding } from "../../data/money/tries";
import type { PaidPlayStanding } from "../../data/people/eligibility";
import { paidPlayPossible } from "../../domain/paid-play";

/** Whether the player may pay to play, and where they said they live (decision 021). */
export const paidPlayView = ({ access, eligibility }: PaidPlayStanding): PaidPlayView => ({
  access,
  region: (eligibility?.region as RegionCode | undefined) ?? null,
});

export const eligibilityView = ({ eligibility }: PaidPlayStanding): EligibilityView | null =>
  eligibility
    ? {
        adult: true,
        region: eligibility.region as RegionCode,
        confirmedAt: eligibility.confirmedAt,
      }
    : null;

/**
 * Buying a try as /start and the Bank offer it (contract/account.ts `TryOfferView`).
 * Deposits are offered where paid play is on and the player's place allows it.
 */
export const tryOfferView = (standing: TryStanding): TryOfferView => ({
  pricePaise: standing.pricePaise,
  payFrom: standing.payFrom,
  depositsEnabled: paidPlayPossible(standing.access),
  paidPlay: paidPlayView(standing),
});
