import type { TicketStatus } from "../../contract/tickets";
import { i18n } from "./i18n/messages";

/**
 * SPEC.md's ticket badge words, spelled right (decision 015): the player's and the admins'
 * screens. Each is read in the language in use when it is shown.
 */
export const ticketStatusWords: Readonly<Record<TicketStatus, string>> = {
  get pro() {
    return i18n._("ticket.status.pro");
  },
  get refund() {
    return i18n._("ticket.status.refund");
  },
  get "non-refund"() {
    return i18n._("ticket.status.nonRefund");
  },
};
