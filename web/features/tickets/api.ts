import { ticketRoutes } from "../../../contract/routes/tickets";
import { routeQuery } from "../../lib/api-query";

/** The player's own reports, newest first. */
export const playerTicketsQuery = (userId: string) =>
  routeQuery(ticketRoutes.playerTickets, { params: { userId } });
