import type { BodyIn } from "../../../contract/route";
import { ticketRoutes } from "../../../contract/routes/tickets";
import { request } from "../../lib/api-client";

/** Reports a question of the player's run (a ticket for the main admins). */
export const sendReport = (body: BodyIn<typeof ticketRoutes.reportTicket>) =>
  request(ticketRoutes.reportTicket, { body });
