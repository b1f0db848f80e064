import type { AdminTicketView, TicketView } from "../../contract/tickets";

/** A player's report of a wrong answer (c; b is right), as the server lists it. */
export function ticketView(overrides: Partial<TicketView> = {}): TicketView {
  return {
    _id: "tkt-1",
    user: "user-1",
    qst: "What is 12 + 15?",
    img: "",
    seconds: 7,
    usa: "c",
    vr: true,
    exp_sec: 10,
    msg: "Timer Problem",
    text: "pro",
    a: "25",
    b: "27",
    c: "28",
    d: "30",
    ...overrides,
  };
}

/** The same report in the admins' queue, refundable. */
export function adminTicketView(overrides: Partial<AdminTicketView> = {}): AdminTicketView {
  return {
    ...ticketView(),
    name: "Asha Rao",
    email: "asha@example.com",
    ans: "b",
    allowed: 30,
    refundable: true,
    refusal: null,
    createdAt: 1_700_000_000_000,
    receipt: null,
    ...overrides,
  };
}
