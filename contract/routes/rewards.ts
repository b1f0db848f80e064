import type * as rewards from "../rewards";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/** Coins buy coupons; stars buy prizes into the cart, delivered on checkout. */
export const rewardRoutes = {
  coupons: defineRoute({
    method: "GET",
    path: "/api/cupon",
    caller: "player",
    reply: json<rewards.CouponsResponse>(),
  }),
  buyCoupon: defineRoute({
    method: "POST",
    path: "/api/cupon/buy",
    caller: "player",
    body: schemas.rewards("idBody"),
    reply: json<rewards.BuyCouponResponse>(),
  }),
  claimCoupon: defineRoute({
    method: "POST",
    path: "/api/claim/cupon",
    caller: "player",
    body: schemas.rewards("idBody"),
    reply: json<rewards.ClaimCouponResponse>(),
  }),
  cart: defineRoute({
    method: "GET",
    path: "/api/cart",
    caller: "player",
    reply: json<rewards.CartResponse>(),
  }),
  cartHistory: defineRoute({
    method: "GET",
    path: "/api/cart/history",
    caller: "player",
    reply: json<rewards.CartHistoryResponse>(),
  }),
  addToCart: defineRoute({
    method: "POST",
    path: "/api/cart/add",
    caller: "player",
    body: schemas.rewards("idBody"),
    reply: json<rewards.AddToCartResponse>(),
  }),
  cartCheckout: defineRoute({
    method: "POST",
    path: "/api/cart/checkout",
    caller: "player",
    body: schemas.rewards("checkoutBody"),
    reply: json<rewards.CheckoutResponse>(),
  }),
};
