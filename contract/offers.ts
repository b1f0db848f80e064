import type { RegionCode } from "./eligibility";

/** The deposit limits (SPEC.md section 9), in paise: the Worker checks them, /payment says them. */
export const DEPOSIT_MIN_PAISE = 1000;
export const DEPOSIT_MAX_PAISE = 1_000_000;

/**
 * The offers' figures, in paise: a main admin sets them on /admin/coins, and each player is
 * offered them by the rule that pays them (worker/domain/offers.ts, decision 021).
 */
export type OfferTerms = {
  /** A person's first settled deposit of at least this much earns the bonus. */
  firstDepositMinPaise: number;
  firstDepositBonusPaise: number;
  /** Paid to the referrer when a referred friend's first deposit settles. */
  referralRewardPaise: number;
};

/** The figures until a main admin changes them: SPEC.md's "deposit 20, get 10", ₹50 a referral. */
export const DEFAULT_OFFER_TERMS: OfferTerms = {
  firstDepositMinPaise: 2000,
  firstDepositBonusPaise: 1000,
  referralRewardPaise: 5000,
};

/** Liking a shared review gives one free try, once per person. */
export const LIKE_FREE_TRIES = 1;

/**
 * A paid payout stays listed in Pending payouts this long; the hourly Cron Trigger then
 * deletes its record (the ledger keeps the payment). The purge and the policies read it.
 */
export const PAID_PAYOUT_KEPT_HOURS = 24;

/**
 * What the public pages state, from the settings, for anyone (`GET /api/auth/config`'s
 * `terms`): the general offers, for new players, and the prices and free tries.
 */
export type PublicTerms = OfferTerms & {
  tryPricePaise: number;
  dailyFreeTries: number;
  /** Where a main admin switched paid play off. */
  paidPlayOffRegions: RegionCode[];
};

/**
 * The figures of a fresh install (the run settings' and the offers' defaults; a test
 * holds them equal). A page painted at build time says these until the live ones arrive.
 */
export const DEFAULT_PUBLIC_TERMS: PublicTerms = {
  ...DEFAULT_OFFER_TERMS,
  tryPricePaise: 1000,
  dailyFreeTries: 1,
  paidPlayOffRegions: [],
};

export type FirstDepositOffer = { minPaise: number; bonusPaise: number };

/**
 * The offers this player can still get (`GET /api/account`): each null or zero when the
 * rule that pays it would pay nothing, e.g. no first-deposit bonus for a person who
 * deposited with an earlier account, and no paid-play offer where paid play is off.
 */
export type PlayerOffersView = {
  firstDeposit: FirstDepositOffer | null;
  /** What a friend's first deposit would earn this player. */
  referralRewardPaise: number | null;
  /** Free tries a first like would still give this person: 1 or 0. */
  likeFreeTries: number;
};
