// Proves the offers as rules (decision 021): each player is offered what the payer would
// pay them. The first-deposit bonus is none for a person who deposited with any account
// (a returning person), none where paid play is off for them, and earned only from its
// minimum; the referral reward only while the referrer may pay to play; the like's try
// once per person; zero figures offer nothing. And the pages' painted defaults are the
// settings' own defaults.
import { describe, expect, it } from "vitest";
import { DEFAULT_PUBLIC_TERMS } from "../../contract/offers";
import {
  bonusOnDeposit,
  DEFAULT_OFFER_TERMS,
  firstDepositBonusFor,
  likeFreeTriesFor,
  offersFor,
  offerTermsFrom,
  referralRewardFor,
} from "./offers";
import type { PaidPlayAccess } from "./paid-play";
import { DEFAULT_RUN_SETTINGS } from "./run-settings";

const terms = DEFAULT_OFFER_TERMS;
const newcomer = { paidPlay: "open", personDeposited: false, likeTryTaken: false } as const;

describe("the first-deposit bonus", () => {
  it("is offered to a person who never deposited, with the settings' figures", () => {
    expect(firstDepositBonusFor(newcomer, terms)).toEqual({ minPaise: 2000, bonusPaise: 1000 });
  });

  it("is not offered to a person who deposited with an earlier account", () => {
    expect(firstDepositBonusFor({ ...newcomer, personDeposited: true }, terms)).toBeNull();
  });

  it.each<[PaidPlayAccess, boolean]>([
    ["open", true],
    ["eligibility_required", true],
    ["closed_in_region", false],
    ["off", false],
  ])("with paid play %s is offered: %s", (paidPlay, offered) => {
    expect(firstDepositBonusFor({ ...newcomer, paidPlay }, terms) !== null).toBe(offered);
  });

  it("is not offered when the admin set it to zero", () => {
    expect(firstDepositBonusFor(newcomer, { ...terms, firstDepositBonusPaise: 0 })).toBeNull();
  });

  it("is earned by a deposit of at least its minimum, and never without an offer", () => {
    const offer = { minPaise: 2000, bonusPaise: 1000 };
    expect(bonusOnDeposit(offer, 1999)).toBe(0);
    expect(bonusOnDeposit(offer, 2000)).toBe(1000);
    expect(bonusOnDeposit(offer, 500_000)).toBe(1000);
    expect(bonusOnDeposit(null, 500_000)).toBe(0);
  });
});

describe("the referral reward", () => {
  it.each<[PaidPlayAccess, number | null]>([
    ["open", 5000],
    ["eligibility_required", 5000],
    ["closed_in_region", null],
    ["off", null],
  ])("for a referrer whose paid play is %s is %s", (paidPlay, reward) => {
    expect(referralRewardFor({ paidPlay }, terms)).toBe(reward);
  });

  it("is none when the admin set it to zero", () => {
    expect(referralRewardFor(newcomer, { referralRewardPaise: 0 })).toBeNull();
  });
});

describe("the like's free try", () => {
  it("is one for a person who never had it, none for one who had it on any account", () => {
    expect(likeFreeTriesFor({ likeTryTaken: false })).toBe(1);
    expect(likeFreeTriesFor({ likeTryTaken: true })).toBe(0);
  });
});

describe("a player's offers", () => {
  it("are all open to a newcomer and none of the once-per-person ones to a returning person", () => {
    expect(offersFor(newcomer, terms)).toEqual({
      firstDeposit: { minPaise: 2000, bonusPaise: 1000 },
      referralRewardPaise: 5000,
      likeFreeTries: 1,
    });
    expect(offersFor({ ...newcomer, personDeposited: true, likeTryTaken: true }, terms)).toEqual({
      firstDeposit: null,
      referralRewardPaise: 5000,
      likeFreeTries: 0,
    });
  });
});

describe("the figures", () => {
  it("fall back to the defaults for a missing or bad stored value, and keep a good one", () => {
    expect(offerTermsFrom(undefined)).toEqual(terms);
    expect(offerTermsFrom({ firstDepositBonusPaise: -5 })).toEqual(terms);
    expect(offerTermsFrom({ referralRewardPaise: 7000 })).toEqual({
      ...terms,
      referralRewardPaise: 7000,
    });
  });

  it("the pages paint are the settings' defaults", () => {
    expect(DEFAULT_PUBLIC_TERMS).toEqual({
      ...DEFAULT_OFFER_TERMS,
      tryPricePaise: DEFAULT_RUN_SETTINGS.tryPricePaise,
      dailyFreeTries: DEFAULT_RUN_SETTINGS.freeTriesPerDay,
      paidPlayOffRegions: [],
    });
  });
});
