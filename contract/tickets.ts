/** A ticket as SPEC.md section 3 names its fields (player's `/tickets`, admin's `/admin/ticket`). */
export type TicketView = {
  _id: string;
  user: string;
  qst: string;
  img: string;
  /** Seconds the player used on the question (the allowed time when unanswered). */
  seconds: number;
  /** The player's answer, "" when none. */
  usa: string;
  /** Whether the attempt was answered. */
  vr: boolean;
  exp_sec: number;
  msg: string;
  text: "pro" | "refund" | "non-refund";
  a: string;
  b: string;
  c: string;
  d: string;
};

export type TicketListResponse = { data: TicketView[] };
