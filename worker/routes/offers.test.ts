// Proves "a bonus promised to someone who cannot get it": every offer a player
// is shown (`GET /api/account`'s `offers`, `/api/refer`'s reward, the like's reply) is
// computed for that person by the rule that pays it (decision 021). A player who
// deactivated after a deposit and came back is shown no first-deposit bonus and gets
// none; a new player, or a returning one who never deposited, is shown it and gets it; a
// like pays and says the free try once per person; a referrer is shown and paid the same
// reward, none where paid play is off for them. The figures are a main admin's settings,
// read by the pages from `GET /api/auth/config`, and a deposit keeps the offer it was
// made under. The ledger audit is clean afterwards.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import type { PlayerOffersView } from "../../contract/offers";
import { balancesOf } from "../data/money/ledger";
import { auditLedger } from "../data/money/ledger-audit";
import {
  call,
  confirmEligibility,
  db,
  type Player,
  signInAdmin,
  signInPlayer,
} from "../test/harness";
import {
  reviewToLike,
  settledDeposit,
  settledWebhook,
  startedDeposit,
} from "../test/security/race-flows";

const balances = (player: Player) => balancesOf(db(), { kind: "player", id: player.userId });
const offersOf = async (player: Player) =>
  (await call("/api/account", { token: player.token })).json.offers as PlayerOffersView;
const like = (player: Player, reviewId: string) =>
  call("/api/make/like/review/count", { token: player.token, body: { l_id: reviewId } });

/** The same Google account after deactivating (giving up what is left): a new account. */
async function comeBack(player: Player) {
  const left = await call("/api/account/deactivate", {
    token: player.token,
    body: { forfeit: true },
  });
  expect(left.status).toBe(200);
  const returned = await signInPlayer(player.email);
  expect(returned.userId).not.toBe(player.userId);
  return returned;
}

describe("the first-deposit bonus", () => {
  it("is shown to a new player and paid on their first deposit", async () => {
    const player = await signInPlayer();
    expect((await offersOf(player)).firstDeposit).toEqual({ minPaise: 2000, bonusPaise: 1000 });
    await settledDeposit(player, 20);
    expect(await balances(player)).toMatchObject({ cash: 2000, bonus: 1000 });
    expect((await offersOf(player)).firstDeposit).toBeNull();
  });

  it("is never shown to a player who deposited before deactivating and came back, who gets none", async () => {
    const first = await signInPlayer();
    await settledDeposit(first, 20);
    const returned = await comeBack(first);

    expect((await offersOf(returned)).firstDeposit).toBeNull();
    await settledDeposit(returned, 20);
    expect(await balances(returned)).toMatchObject({ cash: 2000, bonus: 0 });
  });

  it("is shown and paid to a returning player whose earlier account never deposited", async () => {
    const returned = await comeBack(await signInPlayer());
    expect((await offersOf(returned)).firstDeposit).toEqual({ minPaise: 2000, bonusPaise: 1000 });
    await settledDeposit(returned, 20);
    expect(await balances(returned)).toMatchObject({ bonus: 1000 });
  });
});

describe("the like's free try", () => {
  it("is shown, given and said once per person: not again to a returning person", async () => {
    const player = await signInPlayer();
    expect((await offersOf(player)).likeFreeTries).toBe(1);
    const liked = await like(player, await reviewToLike());
    expect(liked.json).toEqual({ Status: "OK", freeTries: 1 });
    expect((await balances(player)).tries).toBe(1);

    const returned = await comeBack(player);
    expect((await offersOf(returned)).likeFreeTries).toBe(0);
    const again = await like(returned, await reviewToLike());
    expect(again.json).toEqual({ Status: "OK", freeTries: 0 });
    expect((await balances(returned)).tries).toBe(0);
  });
});

describe("the figures from the settings", () => {
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  const economy = async () => (await call("/admin/settings/run", { token: admin.token })).json;
  const setOffers = async (offers: object) => {
    const saved = await call("/admin/settings/run", {
      method: "PUT",
      token: admin.token,
      body: { ...(await economy()), ...offers },
    });
    expect(saved.status).toBe(200);
  };
  afterAll(() =>
    setOffers({
      firstDepositMinPaise: 2000,
      firstDepositBonusPaise: 1000,
      referralRewardPaise: 5000,
    }),
  );

  it("are published to every page, shown to each player, and paid", async () => {
    admin = await signInAdmin();
    expect(await economy()).toMatchObject({
      firstDepositMinPaise: 2000,
      firstDepositBonusPaise: 1000,
      referralRewardPaise: 5000,
    });
    await setOffers({
      firstDepositMinPaise: 3000,
      firstDepositBonusPaise: 1500,
      referralRewardPaise: 7000,
    });
    expect((await call("/api/auth/config")).json.terms).toEqual({
      firstDepositMinPaise: 3000,
      firstDepositBonusPaise: 1500,
      referralRewardPaise: 7000,
      tryPricePaise: 1000,
      dailyFreeTries: 1,
      paidPlayOffRegions: [],
    });

    const referrer = await signInPlayer();
    const friend = await signInPlayer();
    expect((await call("/api/refer", { token: referrer.token })).json.rewardRupees).toBe(70);
    const code = (await call("/api/refer", { token: referrer.token })).json.code;
    expect(
      (await call("/api/referral", { token: friend.token, body: { referralCode: code } })).status,
    ).toBe(201);
    expect((await offersOf(friend)).firstDeposit).toEqual({ minPaise: 3000, bonusPaise: 1500 });

    await settledDeposit(friend, 20);
    expect(await balances(friend)).toMatchObject({ cash: 2000, bonus: 0 });
    expect((await balances(referrer)).bonus).toBe(7000);
  });

  it("keep the offer a deposit was made under, whatever the admin changes before it settles", async () => {
    admin ??= await signInAdmin();
    await setOffers({ firstDepositMinPaise: 2000, firstDepositBonusPaise: 1000 });
    const player = await signInPlayer();
    const { orderId } = await startedDeposit(player, 20);
    await setOffers({ firstDepositMinPaise: 5000, firstDepositBonusPaise: 0 });
    expect((await (await settledWebhook(orderId, 2000))()).status).toBe(200);
    expect(await balances(player)).toMatchObject({ cash: 2000, bonus: 1000 });
  });

  it("offer no bonus when the admin sets it to zero, and pay none", async () => {
    admin ??= await signInAdmin();
    await setOffers({ firstDepositBonusPaise: 0 });
    expect((await call("/api/auth/config")).json.terms).toMatchObject({
      firstDepositBonusPaise: 0,
    });
    const player = await signInPlayer();
    expect((await offersOf(player)).firstDeposit).toBeNull();
    await settledDeposit(player, 50);
    expect(await balances(player)).toMatchObject({ cash: 5000, bonus: 0 });
  });
});

describe("the referral reward", () => {
  it("is neither shown to nor paid to a referrer where paid play is off for them", async () => {
    const admin = await signInAdmin();
    const regions = (body: object) =>
      call("/admin/settings/paid-play-regions", { method: "PUT", token: admin.token, body });
    await regions({ regions: ["TN"] });
    try {
      const referrer = await signInPlayer();
      await confirmEligibility(referrer, "TN");
      const refer = (await call("/api/refer", { token: referrer.token })).json;
      expect(refer.rewardRupees).toBeNull();
      expect((await offersOf(referrer)).referralRewardPaise).toBeNull();

      const friend = await signInPlayer();
      const registered = await call("/api/referral", {
        token: friend.token,
        body: { referralCode: refer.code },
      });
      expect(registered.status).toBe(201);
      await settledDeposit(friend, 20);
      expect((await balances(referrer)).bonus).toBe(0);
      expect((await balances(friend)).bonus).toBe(1000);
    } finally {
      await regions({ regions: [] });
    }
  });
});

it("leaves the ledger audit clean", async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});
