import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn, ReplyOf } from "../../../contract/route";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { ticketRoutes } from "../../../contract/routes/tickets";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

/** The tickets waiting for a main admin's decision. */
export const adminTicketsQuery = () => routeQuery(ticketRoutes.adminTickets);

export type TicketDecision = BodyIn<typeof ticketRoutes.decideTicket>;

/** Refund or not: the queue is read again whether the decision landed or not. */
export function useDecideTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TicketDecision) =>
      request(ticketRoutes.decideTicket, { body: decision }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: routeKey(ticketRoutes.adminTickets) }),
  });
}

export const playersQuery = (search: string) =>
  routeQuery(adminPeopleRoutes.adminPlayers, search ? { query: { q: search } } : undefined);

/** Blocks or unblocks one player (useEntryChange's send). */
export const setPlayerBlocked = (id: string, body: { blocked: boolean }) =>
  request(adminPeopleRoutes.setPlayerBlocked, { params: { id }, body });

export const playerQuery = (id: string) =>
  routeQuery(adminPeopleRoutes.adminPlayer, { params: { id } });

export const playerLedgerQuery = (id: string, page: number) =>
  routeQuery(adminPeopleRoutes.adminPlayerLedger, {
    params: { id },
    query: { page: String(page) },
  });

export type Adjustment = BodyIn<typeof adminPeopleRoutes.adminPlayerAdjustment>;

/**
 * A support adjustment of one player's balance; the support page is read again, and the
 * form says the rest (`options`).
 */
export function useAdjustPlayer(
  playerId: string,
  options: Omit<
    UseMutationOptions<ReplyOf<typeof adminPeopleRoutes.adminPlayerAdjustment>, Error, Adjustment>,
    "mutationFn"
  >,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: Adjustment) =>
      request(adminPeopleRoutes.adminPlayerAdjustment, { params: { id: playerId }, body }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      const params = { id: playerId };
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: routeKey(adminPeopleRoutes.adminPlayer, { params }),
        }),
        queryClient.invalidateQueries({
          queryKey: routeKey(adminPeopleRoutes.adminPlayerLedger, { params }),
        }),
      ]);
    },
  });
}
