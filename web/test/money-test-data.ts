import type { AccountResponse, PayoutView, TryOfferView } from "../../contract/account";

/** Shapes of the Bank, the try offer and payouts for the web tests (contract/account.ts). */

export const tryOffer = (overrides: Partial<TryOfferView> = {}): TryOfferView => ({
  pricePaise: 1000,
  payFrom: null,
  depositsEnabled: true,
  paidPlay: { access: "open", region: "MH" },
  ...overrides,
});

export function accountView(overrides: Partial<AccountResponse> = {}): AccountResponse {
  return {
    balances: { cash: 2000, bonus: 1000, winnings: 4050, coins: 150, stars: 3, tries: 1 },
    depositsEnabled: true,
    freeTryToday: false,
    tryOffer: tryOffer({ payFrom: "bonus" }),
    payoutDetailsChange: null,
    eligibility: { adult: true, region: "MH", confirmedAt: Date.UTC(2026, 0, 2) },
    paidPlay: { access: "open", region: "MH" },
    offers: {
      firstDeposit: { minPaise: 2000, bonusPaise: 1000 },
      referralRewardPaise: 5000,
      likeFreeTries: 1,
    },
    ...overrides,
  };
}

export function payoutView(overrides: Partial<PayoutView> = {}): PayoutView {
  const kind = overrides.kind ?? "trial";
  return {
    _id: "p1",
    source: kind,
    kind,
    rupee: 40,
    status: "requested",
    heldUntil: null,
    createdAt: Date.UTC(2026, 2, 1),
    paidAt: null,
    reference: null,
    rejectedAt: null,
    reason: null,
    ...overrides,
  };
}
