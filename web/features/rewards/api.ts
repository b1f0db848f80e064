import type { QueryKey } from "@tanstack/react-query";
import type { CheckoutBody } from "../../../contract/rewards";
import { rewardRoutes } from "../../../contract/routes/rewards";
import { type ScreenMutationOptions, useRouteMutation } from "../../lib/api/route-mutation";
import { serverMessageOf } from "../../lib/api-errors";
import { routeKey, routeQuery } from "../../lib/api-query";

/** The player's coins, coupons and the coupon catalogue. */
export const couponsQuery = () => routeQuery(rewardRoutes.coupons);
/** The player's stars, cart, the prizes on sale and the last delivery address. */
export const cartQuery = () => routeQuery(rewardRoutes.cart);
/** Prizes whose delivery was requested, with each one's state. */
export const cartHistoryQuery = () => routeQuery(rewardRoutes.cartHistory);

const couponsKey = () => routeKey(rewardRoutes.coupons);
const cartKey = () => routeKey(rewardRoutes.cart);

/**
 * A buy, claim or add button's write, by the entry's id. A 409 means what the screen
 * shows is out of date (balance spent elsewhere, stock gone, coupon already claimed), so
 * the screen's read is refreshed; the popup says the server's own message.
 */
const rewardWrite = (readKey: () => QueryKey) => ({
  input: (id: string) => ({ body: { id } }),
  refreshesOnConflict: [readKey()],
  meta: { failureMessage: serverMessageOf },
});

export const useBuyCoupon = () => useRouteMutation(rewardRoutes.buyCoupon, rewardWrite(couponsKey));
export const useClaimCoupon = () =>
  useRouteMutation(rewardRoutes.claimCoupon, rewardWrite(couponsKey));
export const useAddToCart = () => useRouteMutation(rewardRoutes.addToCart, rewardWrite(cartKey));

/**
 * Requests delivery of the cart; the cart is read again once it is sent, or when it
 * changed elsewhere (emptied, or its prizes refunded: a 409).
 */
export const useRequestDelivery = (
  options: ScreenMutationOptions<typeof rewardRoutes.cartCheckout, CheckoutBody>,
) =>
  useRouteMutation(rewardRoutes.cartCheckout, {
    ...options,
    input: (body: CheckoutBody) => ({ body }),
    refreshes: [cartKey()],
    refreshInBackground: true,
    refreshesOnConflict: [cartKey()],
  });
