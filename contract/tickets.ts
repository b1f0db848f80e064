import { z } from "zod";
import { COMPACT_JWS, RECEIPT_MAX_LENGTH } from "./receipts";

/** What a player can report about a question (SPEC.md names "Image Loading"). */
export const ticketIssues = [
  "Image Loading",
  "Timer Problem",
  "Wrong Answer Marked",
  "Question Unclear",
  "Other",
] as const;
export type TicketIssue = (typeof ticketIssues)[number];

export type TicketStatus = "pro" | "refund" | "non-refund";

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
  text: TicketStatus;
  a: string;
  b: string;
  c: string;
  d: string;
};

export type TicketListResponse = { data: TicketView[] };

/** The admin's view adds who reported it, the right answer and whether a refund is allowed. */
export type AdminTicketView = TicketView & {
  name: string;
  email: string;
  ans: string;
  /** Seconds the question allowed. */
  allowed: number;
  refundable: boolean;
  /** Why a refund is not allowed, when it is not. */
  refusal: string | null;
  createdAt: number;
  /** The receipt the player attached, as sent: the admin's screen checks its signature. */
  receipt: string | null;
};
export type AdminTicketListResponse = { data: AdminTicketView[] };

export const reportTicketBody = z.object({
  /** The attempt (the question as served, its `_id`). */
  id: z.string().min(1).max(64),
  msg: z.enum(ticketIssues),
  exp_sec: z.number().int().min(0).max(120).optional().default(0),
  /** The attempt's signed receipt, attached so a dispute starts from facts. */
  receipt: z
    .string()
    .max(RECEIPT_MAX_LENGTH)
    .regex(COMPACT_JWS, "A receipt is a compact JWS: three base64url parts joined by dots")
    .optional(),
});
export type ReportTicketBody = z.input<typeof reportTicketBody>;
export type ReportTicketResponse = { Status: "OK"; id: string };

/** SPEC.md: refund extra seconds default to none when unset (the SPA may send ""). */
export const decideTicketBody = z.object({
  id: z.string().min(1).max(64),
  text: z.enum(["refund", "non-refund"]),
  ex_seconds: z
    .union([z.number().int().min(0).max(120), z.literal(""), z.null()])
    .optional()
    .transform((value) => (typeof value === "number" ? value : 0)),
});
