import type { CheckoutBody } from "../../../contract/rewards";
import { rewardRoutes } from "../../../contract/routes/rewards";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** The player's coins, coupons and the coupon catalogue. */
export const couponsQuery = () => routeQuery(rewardRoutes.coupons);
/** The player's stars, cart, the prizes on sale and the last delivery address. */
export const cartQuery = () => routeQuery(rewardRoutes.cart);
/** Prizes whose delivery was requested, with each one's state. */
export const cartHistoryQuery = () => routeQuery(rewardRoutes.cartHistory);

export const buyCoupon = (id: string) => request(rewardRoutes.buyCoupon, { body: { id } });
export const claimCoupon = (id: string) => request(rewardRoutes.claimCoupon, { body: { id } });
export const addToCart = (id: string) => request(rewardRoutes.addToCart, { body: { id } });
export const requestDelivery = (body: CheckoutBody) => request(rewardRoutes.cartCheckout, { body });
