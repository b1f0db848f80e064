import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutBody } from "../../../contract/rewards";
import { rewardRoutes } from "../../../contract/routes/rewards";
import { ApiRequestError, request } from "../../lib/api-client";
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
function useRewardWrite<Reply>(send: (id: string) => Promise<Reply>, readKey: () => QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: readKey() });
      }
    },
    meta: { failureMessage: serverMessageOf },
  });
}

export const useBuyCoupon = () =>
  useRewardWrite((id) => request(rewardRoutes.buyCoupon, { body: { id } }), couponsKey);
export const useClaimCoupon = () =>
  useRewardWrite((id) => request(rewardRoutes.claimCoupon, { body: { id } }), couponsKey);
export const useAddToCart = () =>
  useRewardWrite((id) => request(rewardRoutes.addToCart, { body: { id } }), cartKey);
export const requestDelivery = (body: CheckoutBody) => request(rewardRoutes.cartCheckout, { body });
