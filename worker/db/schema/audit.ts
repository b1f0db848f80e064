import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/**
 * The audit log of admin actions: append-only, one row per action, written in the same
 * D1 batch as the action (data/audit.ts). `before` and `after` are JSON objects of what
 * changed, where that applies.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    /** admin | contributor */
    actorRole: text("actor_role").notNull(),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    /** What the action was about: player, contributor, admin, ticket, game, settings… */
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
    before: text("before"),
    after: text("after"),
    /**
     * A key the action has only once, unique, so a retried action is recorded once: the
     * ledger reference an adjustment moved, or the hash of the rows an import saved.
     */
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    uniqueIndex("audit_log_reference_unique")
      .on(t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);
