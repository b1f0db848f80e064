// Proves issue 35's gap is closed: a keyed write whose runtime died after its batch
// committed but before its reply was stored holds its key with no reply; a minute later
// a resend takes the key over and the route runs again. Each write that makes a row names
// it by the key (`newRowIdOf`), so the second run finds the row the first made and answers
// with it: one payout, one payment, one try, one coupon, one cart item, one trial prize,
// one show, each with one ledger movement per leg. The key's own rules are proven in
// http/idempotency.test.ts.
import { and, eq, like, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { cartItems, couponCatalogue, coupons } from "../db/schema/catalogue";
import { idempotencyKeys } from "../db/schema/idempotency";
import { ledgerEntries, payments, payoutRequests, rewardPool } from "../db/schema/money";
import { shows } from "../db/schema/shows";
import { adminForSuite } from "../test/admin-fixtures";
import { catalogueCoupon, cataloguePrize } from "../test/catalogue-fixtures";
import {
  addQuestions,
  type CallOptions,
  call,
  db,
  ensureEligible,
  grant,
  setRunSettings,
  signInPlayer,
} from "../test/harness";
import { playerWithCash } from "../test/money-fixtures";

const admin = adminForSuite();
beforeAll(() => addQuestions(4));

/**
 * Sends the write, then (after `meanwhile`) puts its key back as a run that died after
 * committing (claimed 61 s ago, no reply stored), and sends it again: both replies.
 */
async function sendThenLoseTheReply(
  path: string,
  options: CallOptions,
  meanwhile: () => Promise<void> = async () => {},
) {
  const key = crypto.randomUUID();
  const keyed = { ...options, headers: { "Idempotency-Key": key } };
  const first = await call(path, keyed);
  await meanwhile();
  await db()
    .update(idempotencyKeys)
    .set({ status: null, contentType: null, body: null, claimedAt: Date.now() - 61_000 })
    .where(eq(idempotencyKeys.key, key));
  const again = await call(path, keyed);
  expect(again.response.headers.get("Idempotent-Replayed")).toBeNull();
  expect(first.response.ok).toBe(true);
  expect(again.status).toBe(first.status);
  expect(again.json).toEqual(first.json);
  return first.json;
}

const movementsNamed = (...fragments: string[]) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(or(...fragments.map((fragment) => like(ledgerEntries.reference, `%${fragment}`))));

describe("a keyed write run again after its reply was lost", () => {
  it("makes one withdrawal", async () => {
    const player = await playerWithCash(30);
    const reply = await sendThenLoseTheReply("/api/account/withdrawals", {
      token: player.token,
      body: { amount: 12 },
    });
    const payouts = await db()
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.payeeId, player.userId));
    expect(payouts.map((payout) => payout.id)).toEqual([reply.payoutId]);
    expect(await movementsNamed(reply.payoutId as string)).toHaveLength(2);
    expect(await balancesOf(db(), { kind: "player", id: player.userId })).toMatchObject({
      cash: 1800,
      winnings: 1200,
    });
  });

  it("orders one deposit, answering with the same checkout", async () => {
    const player = await signInPlayer();
    await ensureEligible(player);
    const reply = await sendThenLoseTheReply("/api/payments/deposit", {
      token: player.token,
      body: { amount: 50 },
    });
    const made = await db().select().from(payments).where(eq(payments.playerId, player.userId));
    expect(made.map((payment) => [payment.id, payment.checkoutUrl])).toEqual([
      [reply.paymentId, reply.checkoutUrl],
    ]);
  });

  it("buys one try", async () => {
    await setRunSettings({ tryPricePaise: 500 });
    const player = await signInPlayer();
    await ensureEligible(player);
    await grant(player, "bonus", 1000);
    const reply = await sendThenLoseTheReply("/api/tries/buy", {
      method: "POST",
      token: player.token,
    });
    expect(reply).toMatchObject({ tries: 1, paidFrom: "bonus" });
    expect(await balancesOf(db(), { kind: "player", id: player.userId })).toMatchObject({
      bonus: 500,
      tries: 1,
    });
  });

  it("buys one coupon and one prize into the cart", async () => {
    const player = await signInPlayer();
    await grant(player, "coins", 250);
    await grant(player, "stars", 5);
    const couponEntry = await catalogueCoupon();
    const prizeEntry = await cataloguePrize();

    const coupon = await sendThenLoseTheReply("/api/cupon/buy", {
      token: player.token,
      body: { id: couponEntry },
    });
    const cartItem = await sendThenLoseTheReply("/api/cart/add", {
      token: player.token,
      body: { id: prizeEntry },
    });

    const owned = await db().select().from(coupons).where(eq(coupons.playerId, player.userId));
    expect(owned.map((row) => row.id)).toEqual([coupon.id]);
    const inCart = await db().select().from(cartItems).where(eq(cartItems.playerId, player.userId));
    expect(inCart.map((row) => row.id)).toEqual([cartItem.id]);
    expect(await balancesOf(db(), { kind: "player", id: player.userId })).toMatchObject({
      coins: 150,
      stars: 2,
    });
    const [couponStock] = await db()
      .select({ stock: couponCatalogue.stock })
      .from(couponCatalogue)
      .where(eq(couponCatalogue.id, couponEntry));
    expect(couponStock?.stock).toBe(9);
  });

  it("adds one trial prize", async () => {
    const before = await db().select().from(rewardPool);
    await sendThenLoseTheReply("/admin/add/singel/rewards", {
      token: admin.token,
      body: { data: 7 },
    });
    const added = (await db().select().from(rewardPool)).length - before.length;
    expect(added).toBe(1);
  });

  it("creates one show with one prize pool, even when the retry comes after its start", async () => {
    const startsAt = Date.now() + 300;
    const reply = await sendThenLoseTheReply(
      "/admin/shows",
      {
        token: admin.token,
        body: {
          title: "Keyed",
          startsAt,
          language: "en",
          questionCount: 2,
          secondsPerQuestion: 10,
          prizePoolRupee: 100,
        },
      },
      () => new Promise((resolve) => setTimeout(resolve, startsAt + 50 - Date.now())),
    );
    const made = await db().select().from(shows).where(eq(shows.title, "Keyed"));
    expect(made.map((show) => show.id)).toEqual([reply.id]);
    const pool = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.holderId, reply.id as string), eq(ledgerEntries.amount, 10_000)));
    expect(pool).toHaveLength(1);
  });
});
