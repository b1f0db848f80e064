import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn, ReplyOf } from "../../../contract/route";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

/**
 * Each catalogue's reads and writes, for the shared catalogue screen: the form sends the
 * fields its specs parse, which the server judges against the route's schema.
 */
export const couponCatalogueApi = {
  list: () => routeQuery(adminEconomyRoutes.couponCatalogue),
  create: (body: Record<string, unknown>) =>
    request(adminEconomyRoutes.createCatalogueCoupon, {
      body: body as BodyIn<typeof adminEconomyRoutes.createCatalogueCoupon>,
    }),
  edit: (id: string, body: Record<string, unknown>) =>
    request(adminEconomyRoutes.editCatalogueCoupon, {
      params: { id },
      body: body as BodyIn<typeof adminEconomyRoutes.editCatalogueCoupon>,
    }),
};

export const prizeCatalogueApi = {
  list: () => routeQuery(adminEconomyRoutes.prizeCatalogue),
  create: (body: Record<string, unknown>) =>
    request(adminEconomyRoutes.createCataloguePrize, {
      body: body as BodyIn<typeof adminEconomyRoutes.createCataloguePrize>,
    }),
  edit: (id: string, body: Record<string, unknown>) =>
    request(adminEconomyRoutes.editCataloguePrize, {
      params: { id },
      body: body as BodyIn<typeof adminEconomyRoutes.editCataloguePrize>,
    }),
};

export const claimRequestsQuery = (status: string) =>
  routeQuery(adminPeopleRoutes.claimRequests, { query: { status } });

export type ClaimDecision = BodyIn<typeof adminPeopleRoutes.decideClaimRequest>;

/**
 * Moves one claim request along; the queue is read again once it moved (or once another
 * admin turns out to have moved it first: the screen's `options.onError` says when).
 */
export function useDecideClaim<Variables extends { id: string; body: ClaimDecision }>(
  options: Omit<
    UseMutationOptions<ReplyOf<typeof adminPeopleRoutes.decideClaimRequest>, Error, Variables>,
    "mutationFn"
  >,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, body }: Variables) =>
      request(adminPeopleRoutes.decideClaimRequest, { params: { id }, body }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({
        queryKey: routeKey(adminPeopleRoutes.claimRequests),
      });
    },
  });
}
