import { mobileDigits } from "../../contract/delivery";
import { type CartItemView, sizeField } from "../../contract/rewards";
import { rewardRoutes as routes } from "../../contract/routes/rewards";
import {
  addPrizeToCart,
  buyCoupon,
  type CartRow,
  claimCoupon,
  listCartItems,
  listCouponCatalogue,
  listCouponsOfPlayer,
  listPrizes,
  type PurchaseResult,
  readLastDeliveryAddress,
  requestDelivery,
} from "../data/catalogue/rewards";
import { balancesOf } from "../data/money/ledger";
import { chooseSizes } from "../domain/prize-delivery";
import { badRequest, conflict, HttpError } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, type RouteContext, routerOf } from "../http/route-handlers";

function purchased(result: PurchaseResult, currency: "coins" | "stars"): string {
  if (result.kind === "bought") return result.id;
  if (result.kind === "unavailable") throw conflict("That is no longer available");
  throw new HttpError(409, "insufficient_balance", `You do not have enough ${currency}`);
}

/**
 * Buys one entry by id with `buy` (a coupon for coins, or a prize into the cart for
 * stars): 201 with what was bought, or the refusal.
 */
const purchaseHandler =
  (buy: typeof buyCoupon, currency: "coins" | "stars") =>
  async (c: RouteContext<typeof routes.buyCoupon | typeof routes.addToCart>) => {
    const playerId = await limitAccountWrites(c);
    const purchase = { id: await newRowIdOf(c), playerId, now: Date.now() };
    const result = await buy(c.var.db, purchase, c.req.valid("json").id);
    return c.json({ Status: "OK", id: purchased(result, currency) } as const, 201);
  };

/** The request's own word once an admin has shipped, fulfilled or rejected it. */
const ITEM_STATUS_FROM_REQUEST = new Set(["shipped", "fulfilled", "rejected"]);

const toCartItemView = ({ item, prize, request, delivery }: CartRow): CartItemView => ({
  id: item.id,
  prizeId: prize.id,
  name: prize.name,
  starPrice: prize.starPrice,
  status: request && ITEM_STATUS_FROM_REQUEST.has(request.status) ? request.status : item.status,
  reason: request?.reason ?? null,
  createdAt: item.createdAt,
  sizes: prize.sizes,
  size: delivery?.size ?? null,
  trackingReference: delivery?.trackingReference ?? null,
  shippedAt: delivery?.shippedAt ?? null,
});

/**
 * What players can buy now: the entries in stock, each only with the fields named (an
 * allowlist, so a column added for admins never reaches players).
 */
function onSale<Entry extends { stock: number }, Field extends keyof Entry>(
  entries: Entry[],
  fields: Field[],
) {
  return entries
    .filter((entry) => entry.stock > 0)
    .map(
      (entry) =>
        Object.fromEntries(fields.map((field) => [field, entry[field]])) as Pick<Entry, Field>,
    );
}

/** Coins, coupons, stars and the cart, all through the ledger. */
export const rewardRoutes = routerOf([
  handle(routes.coupons, async (c) => {
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
      catalogue: onSale(catalogue, ["id", "name", "coinPrice", "valuePaise", "stock"]),
    });
  }),
  handle(routes.buyCoupon, purchaseHandler(buyCoupon, "coins")),
  handle(routes.claimCoupon, async (c) => {
    const playerId = await limitAccountWrites(c);
    const claimed = await claimCoupon(c.var.db, playerId, c.req.valid("json").id, Date.now());
    if (!claimed) throw conflict("This coupon is not yours to claim, or was already claimed");
    return c.json({ Status: "OK", valuePaise: claimed.valuePaise });
  }),
  handle(routes.cart, async (c) => {
    const db = c.var.db;
    const playerId = c.get("session").subjectId;
    const [balances, items, prizes, lastDelivery] = await Promise.all([
      balancesOf(db, { kind: "player", id: playerId }),
      listCartItems(db, playerId, "cart"),
      listPrizes(db),
      readLastDeliveryAddress(db, playerId),
    ]);
    return c.json({
      stars: balances.stars,
      items: items.map(toCartItemView),
      prizes: onSale(prizes, ["id", "name", "starPrice", "stock", "imageUrl", "sizes"]),
      lastDelivery,
    });
  }),
  handle(routes.cartHistory, async (c) => {
    const items = await listCartItems(c.var.db, c.get("session").subjectId, "history");
    return c.json({ items: items.map(toCartItemView) });
  }),
  handle(routes.addToCart, purchaseHandler(addPrizeToCart, "stars")),
  // Request delivery: the address and each size are checked before anything is written.
  handle(routes.cartCheckout, async (c) => {
    const playerId = await limitAccountWrites(c);
    const db = c.var.db;
    const { sizes: chosen = [], phone, addressLine2 = "", ...address } = c.req.valid("json");
    const inCart = await listCartItems(db, playerId, "cart");
    if (inCart.length === 0) throw conflict("Your cart is empty");
    const { sizes, refusals } = chooseSizes(
      inCart.map(({ item, prize }) => ({ id: item.id, name: prize.name, sizes: prize.sizes })),
      chosen,
    );
    if (refusals.length > 0) {
      throw badRequest(
        "Choose a size for each prize that comes in sizes",
        refusals.map(({ item, message }) => ({ path: sizeField(item), message })),
      );
    }
    const requested = await requestDelivery(
      db,
      playerId,
      [...sizes].map(([id, size]) => ({ id, size })),
      { ...address, addressLine2, phone: mobileDigits(phone) },
      Date.now(),
    );
    if (requested === 0) throw conflict("Your cart is empty");
    return c.json({ Status: "OK", requested });
  }),
]);
