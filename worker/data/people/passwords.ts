import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, contributors, passwordResets } from "../../db/schema/identity";
import type { AuditActor } from "../../domain/audit";
import { revokeSessionsStatement } from "../../identity/sessions";
import { newId } from "../../ids";
import { auditStatement } from "../audit";

/**
 * Passwords of the main admins and user-admins: changing one's own, and one-time reset
 * links. Only hashes reach this module; a password or a link's secret is never stored.
 */

export type PasswordRole = "admin" | "contributor";
export type PasswordAccount = { role: PasswordRole; id: string };

const accountTables = { admin: admins, contributor: contributors } as const;

export async function readPasswordAccount(db: Database, account: PasswordAccount) {
  const table = accountTables[account.role];
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      passwordHash: table.passwordHash,
      disabled: table.disabled,
    })
    .from(table)
    .where(eq(table.id, account.id))
    .limit(1);
  return row ?? null;
}

const setPasswordStatement = (
  db: Database,
  account: PasswordAccount,
  passwordHash: string,
  when?: SQL,
) => {
  const table = accountTables[account.role];
  return db
    .update(table)
    .set({ passwordHash })
    .where(and(eq(table.id, account.id), when));
};

/**
 * A new password for the caller's own account, with every other session of it ended
 * (a stolen session does not outlive the change) and the change in the audit log.
 */
export async function changeOwnPassword(
  db: Database,
  account: PasswordAccount,
  passwordHash: string,
  keepSessionId: string,
  now: number,
): Promise<void> {
  await db.batch([
    setPasswordStatement(db, account, passwordHash),
    revokeSessionsStatement(db, { role: account.role, subjectId: account.id }, now, {
      keep: keepSessionId,
    }),
    auditStatement(
      db,
      {
        actor: account,
        action: "password-change",
        subject: { kind: account.role, id: account.id },
        summary: "Changed their own password",
      },
      now,
    ),
  ]);
}

/** Stores a reset link's hash for the account and records who issued it. */
export async function issuePasswordReset(
  db: Database,
  reset: { account: PasswordAccount; tokenHash: string; expiresAt: number },
  actor: AuditActor,
  now: number,
): Promise<void> {
  const { account } = reset;
  await db.batch([
    db.insert(passwordResets).values({
      id: newId(),
      tokenHash: reset.tokenHash,
      role: account.role,
      subjectId: account.id,
      createdBy: actor.id,
      createdAt: now,
      expiresAt: reset.expiresAt,
    }),
    auditStatement(
      db,
      {
        actor,
        action: "password-reset-issue",
        subject: { kind: account.role, id: account.id },
        summary: "Issued a password reset link (valid 24 hours, once)",
      },
      now,
    ),
  ]);
}

/**
 * Spends a reset link: the new password, the end of every session of that account and
 * the audit row, each written only while the link is unused and unexpired, then the link
 * marked used, all in one batch (one transaction). Two uses at once change the password
 * once. Returns the account, or null when the link is unknown, used or expired.
 */
export async function usePasswordReset(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: number,
): Promise<PasswordAccount | null> {
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [reset] = await db.select().from(passwordResets).where(live).limit(1);
  if (!reset) return null;
  const account: PasswordAccount = { role: reset.role as PasswordRole, id: reset.subjectId };
  const stillLive = sql`exists (select 1 from ${passwordResets} where ${live})`;
  const [, , , spent] = await db.batch([
    setPasswordStatement(db, account, passwordHash, stillLive),
    revokeSessionsStatement(db, { role: account.role, subjectId: account.id }, now, {
      when: stillLive,
    }),
    auditStatement(
      db,
      {
        actor: account,
        action: "password-reset-use",
        subject: { kind: account.role, id: account.id },
        summary: "Set a new password with a reset link; every session ended",
      },
      now,
      stillLive,
    ),
    db.update(passwordResets).set({ usedAt: now }).where(live),
  ]);
  return spent.meta.changes === 1 ? account : null;
}
