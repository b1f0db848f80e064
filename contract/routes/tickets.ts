import type * as auth from "../auth";
import { defineRoute, json } from "../route";
import type * as tickets from "../tickets";
import { schemas } from "./schemas";

/** A player's reports of a question, and the main admins' refund queue (SPEC.md section 7). */
export const ticketRoutes = {
  playerTickets: defineRoute({
    method: "GET",
    path: "/api/get/data/ticket/:userId",
    caller: "player",
    reply: json<tickets.TicketListResponse>(),
  }),
  reportTicket: defineRoute({
    method: "POST",
    path: "/api/tickets",
    caller: "player",
    body: schemas.tickets("reportTicketBody"),
    reply: json<tickets.ReportTicketResponse>(),
  }),
  adminTickets: defineRoute({
    method: "GET",
    path: "/admin/get/all/tickets/data/admin",
    caller: "admin",
    reply: json<tickets.AdminTicketListResponse>(),
  }),
  decideTicket: defineRoute({
    method: "POST",
    path: "/admin/refund/data/and/add/to/users",
    caller: "admin",
    body: schemas.tickets("decideTicketBody"),
    reply: json<auth.StatusOk>(),
  }),
};
