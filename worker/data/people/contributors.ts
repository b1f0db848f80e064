import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contributors } from "../../db/schema/identity";
import { ledgerEntries } from "../../db/schema/money";
import { poolQuestions, questions } from "../../db/schema/questions";
import type { AuditActor } from "../../domain/audit";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { contributorStats, type readContributorStats } from "../questions/pool-questions";
import { switchAccount } from "./account-switch";

/**
 * User-admins (question contributors): their accounts as sign-in, their own area and the
 * main admin's `/admin/add/users` see them.
 */

export async function findContributorByEmail(db: Database, email: string) {
  const [row] = await db.select().from(contributors).where(eq(contributors.email, email)).limit(1);
  return row ?? null;
}

/** Null when the email is already a contributor; the audit row only with the account. */
export async function createContributor(
  db: Database,
  contributor: { email: string; name: string; passwordHash: string; createdBy: string },
  now: number,
): Promise<string | null> {
  const id = newId();
  const [inserted] = await db.batch([
    db
      .insert(contributors)
      .values({ id, ...contributor, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: contributors.id }),
    auditStatement(
      db,
      {
        actor: { role: "admin", id: contributor.createdBy },
        action: "contributor-create",
        subject: { kind: "contributor", id },
        summary: `Created the user-admin ${contributor.name}`,
      },
      now,
      sql`exists (select 1 from ${contributors} where ${contributors.id} = ${id})`,
    ),
  ]);
  return inserted[0]?.id ?? null;
}

export async function readContributor(db: Database, id: string) {
  const [row] = await db
    .select({ id: contributors.id, name: contributors.name, email: contributors.email })
    .from(contributors)
    .where(eq(contributors.id, id))
    .limit(1);
  return row ?? null;
}

export type ContributorStats = Awaited<ReturnType<typeof readContributorStats>>;
export type ContributorWithStats = Awaited<ReturnType<typeof listContributorsWithStats>>[number];

export function listContributorsWithStats(db: Database) {
  return db
    .select({
      contributor: {
        id: contributors.id,
        name: contributors.name,
        email: contributors.email,
        disabled: contributors.disabled,
        createdAt: contributors.createdAt,
      },
      ...contributorStats,
      earnings: sql<number>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
        where ${ledgerEntries.holderKind} = 'contributor' and ${ledgerEntries.holderId} = ${contributors.id}
          and ${ledgerEntries.account} = 'earnings')`,
    })
    .from(contributors)
    .leftJoin(poolQuestions, eq(poolQuestions.contributorId, contributors.id))
    .leftJoin(questions, eq(questions.sourcePoolQuestionId, poolQuestions.id))
    .groupBy(contributors.id)
    .orderBy(asc(contributors.name), asc(contributors.id));
}

/**
 * Disabling also ends every session, so the user-admin's next call answers `Status: 505`;
 * sign-in refuses a disabled account until it is enabled again. The change, its sessions
 * and its audit row commit together (account-switch.ts). False when there is no such
 * contributor.
 */
export async function setContributorDisabled(
  db: Database,
  id: string,
  disabled: boolean,
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ disabled: contributors.disabled })
    .from(contributors)
    .where(eq(contributors.id, id));
  if (!row) return false;
  if (row.disabled === disabled) return true;
  await switchAccount(
    db,
    { role: "contributor", id, from: { disabled: row.disabled }, to: { disabled } },
    actor,
    now,
  );
  return true;
}
