import { Hono } from "hono";
import { apiPaths } from "../../contract/api-paths";
import {
  type AddToCartResponse,
  type BuyCouponResponse,
  type CartHistoryResponse,
  type CartItemView,
  type CartResponse,
  type CheckoutResponse,
  type ClaimCouponResponse,
  type CouponsResponse,
  idBody,
} from "../../contract/rewards";
import {
  addPrizeToCart,
  buyCoupon,
  checkoutCart,
  claimCoupon,
  listCartItems,
  listCouponCatalogue,
  listCouponsOfPlayer,
  listPrizes,
  type PurchaseResult,
} from "../data/catalogue/rewards";
import { balancesOf } from "../data/money/ledger";
import type { AppEnv } from "../http/app-env";
import { playerOnly } from "../http/auth";
import { conflict, HttpError } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";

function purchased(result: PurchaseResult, currency: "coins" | "stars"): string {
  if (result.kind === "bought") return result.id;
  if (result.kind === "unavailable") throw conflict("That is no longer available");
  throw new HttpError(409, "insufficient_balance", `You do not have enough ${currency}`);
}

const toCartItemView = (row: Awaited<ReturnType<typeof listCartItems>>[number]): CartItemView => ({
  id: row.item.id,
  prizeId: row.prize.id,
  name: row.prize.name,
  starPrice: row.prize.starPrice,
  status:
    row.request?.status === "fulfilled" || row.request?.status === "rejected"
      ? row.request.status
      : row.item.status,
  reason: row.request?.reason ?? null,
  createdAt: row.item.createdAt,
});

/** Coins, coupons, stars and the cart, all through the ledger. */
export const rewardRoutes = new Hono<AppEnv>()
  .get(apiPaths.coupons, playerOnly, async (c) => {
    const db = c.var.db;
    const playerId = c.get("session").subjectId;
    const [balances, owned, catalogue] = await Promise.all([
      balancesOf(db, { kind: "player", id: playerId }),
      listCouponsOfPlayer(db, playerId),
      listCouponCatalogue(db),
    ]);
    return c.json({
      coins: balances.coins,
      coupons: owned.map(({ coupon, name }) => ({
        id: coupon.id,
        name: name ?? "Game coupon",
        valuePaise: coupon.valuePaise,
        source: coupon.source as "run" | "bought",
        status: coupon.status as "unclaimed" | "claimed",
        createdAt: coupon.createdAt,
      })),
      catalogue: catalogue
        .filter((entry) => entry.stock > 0)
        .map(({ id, name, coinPrice, valuePaise, stock }) => ({
          id,
          name,
          coinPrice,
          valuePaise,
          stock,
        })),
    } satisfies CouponsResponse);
  })
  .post(apiPaths.buyCoupon, playerOnly, validate("json", idBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const result = await buyCoupon(c.var.db, playerId, c.req.valid("json").id, Date.now());
    return c.json(
      { Status: "OK", id: purchased(result, "coins") } satisfies BuyCouponResponse,
      201,
    );
  })
  .post(apiPaths.claimCoupon, playerOnly, validate("json", idBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const claimed = await claimCoupon(c.var.db, playerId, c.req.valid("json").id, Date.now());
    if (!claimed) throw conflict("This coupon is not yours to claim, or was already claimed");
    return c.json({ Status: "OK", valuePaise: claimed.valuePaise } satisfies ClaimCouponResponse);
  })
  .get(apiPaths.cart, playerOnly, async (c) => {
    const db = c.var.db;
    const playerId = c.get("session").subjectId;
    const [balances, items, prizes] = await Promise.all([
      balancesOf(db, { kind: "player", id: playerId }),
      listCartItems(db, playerId, "cart"),
      listPrizes(db),
    ]);
    return c.json({
      stars: balances.stars,
      items: items.map(toCartItemView),
      prizes: prizes
        .filter((prize) => prize.stock > 0)
        .map(({ id, name, starPrice, stock, imageUrl }) => ({
          id,
          name,
          starPrice,
          stock,
          imageUrl,
        })),
    } satisfies CartResponse);
  })
  .get(apiPaths.cartHistory, playerOnly, async (c) => {
    const items = await listCartItems(c.var.db, c.get("session").subjectId, "history");
    return c.json({ items: items.map(toCartItemView) } satisfies CartHistoryResponse);
  })
  .post(apiPaths.addToCart, playerOnly, validate("json", idBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const result = await addPrizeToCart(c.var.db, playerId, c.req.valid("json").id, Date.now());
    return c.json(
      { Status: "OK", id: purchased(result, "stars") } satisfies AddToCartResponse,
      201,
    );
  })
  .post(apiPaths.checkout, playerOnly, async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const requested = await checkoutCart(c.var.db, playerId, Date.now());
    if (requested === 0) throw conflict("Your cart is empty");
    return c.json({ Status: "OK", requested } satisfies CheckoutResponse);
  });
