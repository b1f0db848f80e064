import type { TicketStatus } from "../../contract/tickets";

/** SPEC.md's ticket badge words, spelled right (decision 015): the player's and the admins' screens. */
export const ticketStatusWords: Record<TicketStatus, string> = {
  pro: "Processing",
  refund: "Refunded",
  "non-refund": "Non-refundable",
};
