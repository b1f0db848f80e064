import type { StatusOk } from "../auth";
import { defineRoute, json, schemasFrom } from "../route";
import type { AdminTicketListResponse, ReportTicketResponse, TicketListResponse } from "../tickets";

const schemas = schemasFrom(() => import("../tickets"));

/** A player's reports of a question, and the main admins' refund queue (SPEC.md section 7). */
export const ticketRoutes = {
  playerTickets: defineRoute({
    method: "GET",
    path: "/api/get/data/ticket/:userId",
    caller: "player",
    reply: json<TicketListResponse>(),
  }),
  reportTicket: defineRoute({
    method: "POST",
    path: "/api/tickets",
    caller: "player",
    body: schemas("reportTicketBody"),
    reply: json<ReportTicketResponse>(),
  }),
  adminTickets: defineRoute({
    method: "GET",
    path: "/admin/get/all/tickets/data/admin",
    caller: "admin",
    reply: json<AdminTicketListResponse>(),
  }),
  decideTicket: defineRoute({
    method: "POST",
    path: "/admin/refund/data/and/add/to/users",
    caller: "admin",
    body: schemas("decideTicketBody"),
    reply: json<StatusOk>(),
  }),
};
