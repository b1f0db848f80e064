import { and, eq, SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema/audit";
import { couponCatalogue, prizes } from "../db/schema/catalogue";
import { admins, contributors, players } from "../db/schema/identity";
import { languages } from "../db/schema/questions";
import {
  type AuditAction,
  type AuditActor,
  type AuditState,
  type AuditSubjectKind,
  changedFields,
} from "../domain/audit";
import { newId } from "../ids";
import { insertWhen } from "./insert-when";
import { newestFirstPage, type PageWindow } from "./paging";

/**
 * The audit log of admin actions (decision 011). An action and its row commit together:
 * `auditStatement` returns the insert for the action's own D1 batch, so the log cannot
 * miss an action that happened nor hold one that did not.
 *
 * To record an action from another route (for example a payout decision), build the
 * record and put the statement in that route's batch, conditioned like the action itself:
 *
 *   const [decided] = await db.batch([
 *     auditStatement(db, { actor: { role: "admin", id: adminId }, action: "payout-decision",
 *       subject: { kind: "payout", id }, summary: "Marked the payout paid",
 *       before: { status: "requested" }, after: { status: "paid" } }, now,
 *       sql`exists (select 1 from payout_requests where id = ${id} and status = 'requested')`),
 *     db.update(payoutRequests).set({ status: "paid" })...where(status = 'requested'),
 *   ]);
 *
 * Put the audit statement before the update when both check the same starting state: a
 * batch is one transaction, so both see it, and a racing second batch sees neither.
 */

/** A state is a flat JSON object, or SQL that makes one inside the statement. */
type StateValue = AuditState | SQL | null | undefined;

export type AuditRecord = {
  actor: AuditActor;
  action: AuditAction;
  subject: { kind: AuditSubjectKind; id: string | null };
  /** The action in words, as the log shows it. */
  summary: string;
  before?: StateValue;
  after?: StateValue;
  /**
   * A key the action has only once (an adjustment's ledger reference, an import's rows):
   * a retried or racing request writes one row, as it writes one movement.
   */
  reference?: string;
  /**
   * The row's id when the caller fixes it: a row kept in an outbox and retried until D1
   * takes it (the game switch, decision 016) is written once however often it is tried.
   */
  id?: string;
};

const stateSql = (value: StateValue) =>
  value === undefined || value === null
    ? sql`null`
    : value instanceof SQL
      ? value
      : sql`${JSON.stringify(value)}`;

/**
 * The insert that records one action, for the batch that performs it. With `when`, the
 * row is written only if that condition holds inside the statement.
 */
export function auditStatement(db: Database, record: AuditRecord, now: number, when: SQL = sql`1`) {
  return insertWhen(
    db,
    auditLog,
    {
      id: record.id ?? newId(),
      actorRole: record.actor.role,
      actorId: record.actor.id,
      action: record.action,
      subjectKind: record.subject.kind,
      subjectId: record.subject.id,
      summary: record.summary,
      before: stateSql(record.before),
      after: stateSql(record.after),
      reference: record.reference ?? null,
      createdAt: now,
    },
    when,
  ).onConflictDoNothing();
}

/**
 * The insert that records an edit: only the fields whose value it changes, before and
 * after, and no row at all when it changes none (or when `when` does not hold).
 */
export function editAuditStatement(
  db: Database,
  record: Omit<AuditRecord, "before" | "after">,
  states: { before: AuditState; after: AuditState },
  now: number,
  when: SQL = sql`1`,
) {
  const facts = changedFields(states.before, states.after);
  const changed = Object.keys(facts.after).length > 0;
  return auditStatement(db, { ...record, ...facts }, now, changed ? when : sql`0`);
}

export type AuditFilter = { actorId?: string | undefined; action?: AuditAction | undefined };

/** The name of whoever or whatever a row names, for the kinds that have one. */
const nameOf = (kind: SQL, id: SQL) => sql<string | null>`case ${kind}
  when 'admin' then (select ${admins.name} from ${admins} where ${admins.id} = ${id})
  when 'contributor' then (select ${contributors.name} from ${contributors} where ${contributors.id} = ${id})
  when 'player' then (select coalesce(nullif(${players.name}, ''), ${players.username}) from ${players} where ${players.id} = ${id})
  when 'language' then (select ${languages.name} from ${languages} where ${languages.id} = ${id})
  when 'coupon' then (select ${couponCatalogue.name} from ${couponCatalogue} where ${couponCatalogue.id} = ${id})
  when 'prize' then (select ${prizes.name} from ${prizes} where ${prizes.id} = ${id})
  end`;

/** A page of the log, newest first, with the number of matching rows. */
export async function listAuditEntries(db: Database, filter: AuditFilter, window: PageWindow) {
  const where = and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
  const rows = db
    .select({
      entry: auditLog,
      actorName: nameOf(sql`${auditLog.actorRole}`, sql`${auditLog.actorId}`),
      subjectName: nameOf(sql`${auditLog.subjectKind}`, sql`${auditLog.subjectId}`),
    })
    .from(auditLog)
    .$dynamic();
  return newestFirstPage(db, auditLog, rows, where, window);
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>["rows"][number];
