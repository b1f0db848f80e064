import type { BodyIn } from "../../../contract/route";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { ticketRoutes } from "../../../contract/routes/tickets";
import { type ScreenMutationOptions, useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

/** The tickets waiting for a main admin's decision. */
export const adminTicketsQuery = () => routeQuery(ticketRoutes.adminTickets);

export type TicketDecision = BodyIn<typeof ticketRoutes.decideTicket>;

/** Refund or not: the queue is read again whether the decision landed or not. */
export const useDecideTicket = () =>
  useRouteMutation(ticketRoutes.decideTicket, {
    input: (decision: TicketDecision) => ({ body: decision }),
    refreshes: [routeKey(ticketRoutes.adminTickets)],
    refreshOn: "settled",
  });

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
  options: ScreenMutationOptions<typeof adminPeopleRoutes.adminPlayerAdjustment, Adjustment>,
) {
  const params = { id: playerId };
  return useRouteMutation(adminPeopleRoutes.adminPlayerAdjustment, {
    ...options,
    input: (body: Adjustment) => ({ params, body }),
    refreshes: [
      routeKey(adminPeopleRoutes.adminPlayer, { params }),
      routeKey(adminPeopleRoutes.adminPlayerLedger, { params }),
    ],
  });
}
