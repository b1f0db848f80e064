import { and, eq, type SQL, sql } from "drizzle-orm";
import { commit, type Database, type Statement } from "../../db/client";
import { contributors, players } from "../../db/schema/identity";
import type { AuditActor } from "../../domain/audit";
import { revokeSessionsStatement } from "../../identity/sessions";
import { auditStatement } from "../audit";

/**
 * One account's switch from the state read first to another: a player's `status` (blocked,
 * active), a user-admin's `disabled` flag. The role is also the sessions' role and the
 * audit subject's kind.
 */
export type AccountSwitch =
  | { role: "player"; id: string; from: { status: string }; to: { status: string } }
  | { role: "contributor"; id: string; from: { disabled: boolean }; to: { disabled: boolean } };

/**
 * The condition "the account still reads as it was read" and the update to its new state,
 * which holds only under that same condition.
 */
function whileAsRead(db: Database, account: AccountSwitch): { asRead: SQL; update: Statement } {
  if (account.role === "player") {
    const unchanged = and(eq(players.id, account.id), eq(players.status, account.from.status));
    return {
      asRead: sql`exists (select 1 from ${players} where ${unchanged})`,
      update: db.update(players).set(account.to).where(unchanged),
    };
  }
  const unchanged = and(
    eq(contributors.id, account.id),
    eq(contributors.disabled, account.from.disabled),
  );
  return {
    asRead: sql`exists (select 1 from ${contributors} where ${unchanged})`,
    update: db.update(contributors).set(account.to).where(unchanged),
  };
}

/**
 * What the switch is in the log, and whether the new state shuts the account out (a
 * blocked player, a disabled user-admin), which ends its sessions.
 */
function switchMeaning(account: AccountSwitch) {
  if (account.role === "player") {
    const blocked = account.to.status === "blocked";
    return {
      action: "player-block",
      summary: blocked ? "Blocked the player" : "Unblocked the player",
      shutsOut: blocked,
    } as const;
  }
  const { disabled } = account.to;
  return {
    action: "contributor-disable",
    summary: disabled ? "Disabled the user-admin" : "Enabled the user-admin",
    shutsOut: disabled,
  } as const;
}

/**
 * Switches the account with its audit row (before and after are the switched field) and,
 * when it shuts the account out, the end of its sessions, in one batch. Every statement
 * holds only while the account is still as read, so a racing second click records and
 * changes nothing.
 */
export async function switchAccount(
  db: Database,
  account: AccountSwitch,
  actor: AuditActor,
  now: number,
): Promise<void> {
  const { asRead, update } = whileAsRead(db, account);
  const { action, summary, shutsOut } = switchMeaning(account);
  const audit = {
    actor,
    action,
    summary,
    subject: { kind: account.role, id: account.id },
    before: account.from,
    after: account.to,
  };
  const sessions = { role: account.role, subjectId: account.id };
  await commit(db, [
    // First, so it sees the state the update replaces.
    auditStatement(db, audit, now, asRead),
    ...(shutsOut ? [revokeSessionsStatement(db, sessions, now, { when: asRead })] : []),
    update,
  ]);
}
