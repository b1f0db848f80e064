import { z } from "zod";
import { digitsQuery } from "./numbers";

/**
 * The audit log of admin actions (`/admin/audit`): who did what, when, to what, with the
 * state before and after where one applies. Each row is written in the same D1 batch as
 * the action it records (worker/data/audit.ts), except the game switch, which lives in
 * the GameRoom object and is recorded right after it changes. Players appear in it for
 * one action: the age and place they declare before paid play (decision 021).
 */

/** Every action the log records, in the order the screen's filter offers them. */
export const auditActions = [
  "game-switch",
  "run-settings",
  "support-settings",
  "paid-play-regions",
  "ticket-decision",
  "payout-decision",
  "claim-decision",
  "support-adjustment",
  "player-block",
  "contributor-create",
  "contributor-disable",
  "admin-invite",
  "password-reset-issue",
  "password-reset-use",
  "password-change",
  "question-add",
  "question-edit",
  "question-retire",
  "question-select",
  "question-import",
  "language-add",
  "language-edit",
  "catalogue-add",
  "catalogue-edit",
  "reward-add",
  "reward-remove",
  "eligibility-confirm",
  "show-create",
  "show-cancel",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_PAGE_SIZE = 25;

/** Empty parameters mean "any", as a form with nothing chosen sends them. */
export const auditQuery = z.object({
  admin: z.string().trim().max(64).optional(),
  action: z.union([z.literal(""), z.enum(auditActions)]).optional(),
  page: digitsQuery(100_000).optional().default(1),
});

/**
 * A flat record of what changed: settings, a status, a balance. Facts, not words: money
 * in paise (keys ending `Paise`), moments in epoch ms (keys ending `At`), statuses as the
 * wire's words; the audit screen words them (web/features/admin/audit-words.ts).
 */
export type AuditState = Record<string, string | number | boolean | null>;

export type AuditEntryView = {
  id: string;
  at: number;
  /**
   * Who acted: a main admin, a user-admin or admin using a reset link or their own
   * password, or a player declaring their age and place before paid play.
   */
  actor: { role: "admin" | "contributor" | "player"; id: string; name: string };
  action: AuditAction;
  /** What the action was about, e.g. a player, a ticket or the game; named where it has a name. */
  subject: { kind: string; id: string | null; name: string | null };
  /** The action in a few words, e.g. "Credited 2 tries: Lost connection". */
  summary: string;
  before: AuditState | null;
  after: AuditState | null;
};

export type AuditResponse = {
  data: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
};
