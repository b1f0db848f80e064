import { offerTermsSchema } from "../../contract/economy-settings";
import {
  DEFAULT_OFFER_TERMS,
  type FirstDepositOffer,
  LIKE_FREE_TRIES,
  type OfferTerms,
  type PlayerOffersView,
} from "../../contract/offers";
import { type PaidPlayAccess, paidPlayPossible } from "./paid-play";

/**
 * The offers as rules (decision 021): each is one pure function that both the code that
 * pays it and the reply that shows it call, so no player is shown a bonus the payer would
 * not pay them. The figures are a main admin's settings (`/admin/coins`).
 */
export type { FirstDepositOffer, OfferTerms };
export { DEFAULT_OFFER_TERMS };

/** Stored offer figures over the defaults; a bad stored value falls back to the defaults. */
export function offerTermsFrom(stored: unknown): OfferTerms {
  const parsed = offerTermsSchema.partial().safeParse(stored ?? {});
  return parsed.success ? { ...DEFAULT_OFFER_TERMS, ...parsed.data } : DEFAULT_OFFER_TERMS;
}

/**
 * What the rules know of a player: whether they may pay to play, and what the person
 * (every account they ever had, by the person key) has already had.
 */
export type OfferFacts = {
  paidPlay: PaidPlayAccess;
  /** Any account of this person has a settled deposit. */
  personDeposited: boolean;
  /** Any account of this person got the like's free try. */
  likeTryTaken: boolean;
};

/**
 * The first-deposit bonus this person can get: once per person, on their first settled
 * deposit of any account, so none for one who deposited before (a returning person), and
 * none where they cannot pay to play. Null when there is none to offer.
 */
export function firstDepositBonusFor(
  facts: Pick<OfferFacts, "paidPlay" | "personDeposited">,
  terms: OfferTerms,
): FirstDepositOffer | null {
  if (facts.personDeposited || !paidPlayPossible(facts.paidPlay)) return null;
  if (terms.firstDepositBonusPaise === 0) return null;
  return { minPaise: terms.firstDepositMinPaise, bonusPaise: terms.firstDepositBonusPaise };
}

/** The bonus a deposit of `amountPaise` earns under the offer it was made with. */
export function bonusOnDeposit(offer: FirstDepositOffer | null, amountPaise: number): number {
  return offer && amountPaise >= offer.minPaise ? offer.bonusPaise : 0;
}

/**
 * What a referred friend's first deposit earns the referrer: the reward while the
 * referrer may pay to play (bonus money only buys tries), else nothing (null).
 */
export function referralRewardFor(
  referrer: Pick<OfferFacts, "paidPlay">,
  terms: Pick<OfferTerms, "referralRewardPaise">,
): number | null {
  if (!paidPlayPossible(referrer.paidPlay) || terms.referralRewardPaise === 0) return null;
  return terms.referralRewardPaise;
}

/** The like's free try: once per person, so none for one who had it on an earlier account. */
export function likeFreeTriesFor(facts: Pick<OfferFacts, "likeTryTaken">): number {
  return facts.likeTryTaken ? 0 : LIKE_FREE_TRIES;
}

/** Every offer this player can still get, as `GET /api/account` states them. */
export function offersFor(facts: OfferFacts, terms: OfferTerms): PlayerOffersView {
  return {
    firstDeposit: firstDepositBonusFor(facts, terms),
    referralRewardPaise: referralRewardFor(facts, terms),
    likeFreeTries: likeFreeTriesFor(facts),
  };
}
