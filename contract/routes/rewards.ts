import type {
  AddToCartResponse,
  BuyCouponResponse,
  CartHistoryResponse,
  CartResponse,
  CheckoutResponse,
  ClaimCouponResponse,
  CouponsResponse,
} from "../rewards";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../rewards"));

/** Coins buy coupons; stars buy prizes into the cart, delivered on checkout. */
export const rewardRoutes = {
  coupons: defineRoute({
    method: "GET",
    path: "/api/cupon",
    caller: "player",
    reply: json<CouponsResponse>(),
  }),
  buyCoupon: defineRoute({
    method: "POST",
    path: "/api/cupon/buy",
    caller: "player",
    body: schemas("idBody"),
    reply: json<BuyCouponResponse>(),
  }),
  claimCoupon: defineRoute({
    method: "POST",
    path: "/api/claim/cupon",
    caller: "player",
    body: schemas("idBody"),
    reply: json<ClaimCouponResponse>(),
  }),
  cart: defineRoute({
    method: "GET",
    path: "/api/cart",
    caller: "player",
    reply: json<CartResponse>(),
  }),
  cartHistory: defineRoute({
    method: "GET",
    path: "/api/cart/history",
    caller: "player",
    reply: json<CartHistoryResponse>(),
  }),
  addToCart: defineRoute({
    method: "POST",
    path: "/api/cart/add",
    caller: "player",
    body: schemas("idBody"),
    reply: json<AddToCartResponse>(),
  }),
  cartCheckout: defineRoute({
    method: "POST",
    path: "/api/cart/checkout",
    caller: "player",
    body: schemas("checkoutBody"),
    reply: json<CheckoutResponse>(),
  }),
};
