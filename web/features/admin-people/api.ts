import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
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
