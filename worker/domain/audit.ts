import type { AuditAction, AuditState } from "../../contract/audit";

/**
 * The audit log's vocabulary, for the floors below the routes: the contract names the
 * actions (the screen filters by them), and the data floor records them without
 * importing the contract.
 */
export type { AuditAction, AuditState };

/**
 * Who acted. A user-admin acts in the log only on their own password, a player only when
 * declaring their age and place before paid play.
 */
export type AuditActor = { role: "admin" | "contributor" | "player"; id: string };

/** What an action was about; the log shows the subject's name where it has one. */
export type AuditSubjectKind =
  | "game"
  | "settings"
  | "ticket"
  | "payout"
  | "claim"
  | "player"
  | "contributor"
  | "admin"
  | "invite"
  | "question"
  | "language"
  | "coupon"
  | "prize"
  | "reward"
  | "show";

/** Only the fields whose value differs, so the log says what an edit changed. */
export function changedFields(
  before: AuditState,
  after: AuditState,
): { before: AuditState; after: AuditState } {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
