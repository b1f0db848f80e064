import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { commit, type Database, type Statement } from "../../db/client";
import type { contributors, players } from "../../db/schema/identity";
import type { SessionRole } from "../../identity/session-types";
import { revokeSessionsStatement } from "../../identity/sessions";
import { type AuditRecord, auditStatement } from "../audit";

/**
 * An account switched from the state read first to another (a player blocked, a
 * user-admin disabled), with its audit row and, when it shuts the account out, the end of
 * its sessions, in one batch. Every statement holds only while the account is still as
 * read (`asRead`, which `update` must also require), so a racing second click records and
 * changes nothing.
 */
export async function switchAccount(
  db: Database,
  change: {
    account: { role: SessionRole; subjectId: string };
    asRead: SQL;
    update: Statement;
    audit: AuditRecord;
    endsSessions: boolean;
  },
  now: number,
): Promise<void> {
  const { account, asRead } = change;
  await commit(db, [
    // First, so it sees the state the update replaces.
    auditStatement(db, change.audit, now, asRead),
    ...(change.endsSessions ? [revokeSessionsStatement(db, account, now, { when: asRead })] : []),
    change.update,
  ]);
}

/**
 * The `asRead` condition and the `update` of a switch of one account's `column` from the
 * value read (`from`) to `set`: both hold only while the column still reads `from`.
 */
export function whileStill(
  db: Database,
  table: typeof players | typeof contributors,
  id: string,
  column: SQLiteColumn,
  from: unknown,
  set: Record<string, unknown>,
) {
  const unchanged = and(eq(table.id, id), eq(column, from));
  return {
    asRead: sql`exists (select 1 from ${table} where ${unchanged})`,
    update: db.update(table).set(set).where(unchanged),
  };
}
