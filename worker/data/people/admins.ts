import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminInvites, admins } from "../../db/schema/identity";
import { newId } from "../../ids";
import { auditStatement } from "../audit";

export async function findAdminByEmail(db: Database, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row ?? null;
}

/** Every main admin, by name. */
export function listAdmins(db: Database) {
  return db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      disabled: admins.disabled,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .orderBy(asc(admins.name), asc(admins.id));
}

/** The invite and its audit row, together. */
export async function createInvite(
  db: Database,
  invite: { codeHash: string; createdBy: string; expiresAt: number },
  now: number,
): Promise<void> {
  const id = newId();
  await db.batch([
    db.insert(adminInvites).values({ id, ...invite, createdAt: now }),
    auditStatement(
      db,
      {
        actor: { role: "admin", id: invite.createdBy },
        action: "admin-invite",
        subject: { kind: "invite", id },
        summary: "Made an invite code for a new main admin (valid 7 days, once)",
        after: { expiresAt: invite.expiresAt },
      },
      now,
    ),
  ]);
}

export type AdminSignupResult = "created" | "invalid_invite" | "email_taken";

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${error.cause}`);

/**
 * Creates the admin and spends the invite in one D1 batch (one transaction): the insert
 * only happens while the invite is unused and unexpired, so two sign-ups racing for one
 * invite create one admin, and a refused email leaves the invite unspent.
 */
export async function createAdminWithInvite(
  db: Database,
  admin: { email: string; name: string; passwordHash: string },
  codeHash: string,
  now: number,
): Promise<{ result: AdminSignupResult; adminId: string }> {
  const adminId = newId();
  const inviteIsLive = and(
    eq(adminInvites.codeHash, codeHash),
    isNull(adminInvites.usedAt),
    gt(adminInvites.expiresAt, now),
  );
  try {
    const [, spend] = await db.batch([
      // At most one row: the live invite with this code, which `code_hash` keeps unique.
      db.insert(admins).select(
        db
          .select({
            id: sql<string>`${adminId}`.as("id"),
            email: sql<string>`${admin.email}`.as("email"),
            name: sql<string>`${admin.name}`.as("name"),
            passwordHash: sql<string>`${admin.passwordHash}`.as("password_hash"),
            disabled: sql<boolean>`0`.as("disabled"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(adminInvites)
          .where(inviteIsLive),
      ),
      db.update(adminInvites).set({ usedAt: now, usedBy: adminId }).where(inviteIsLive),
    ]);
    return { result: spend.meta.changes === 1 ? "created" : "invalid_invite", adminId };
  } catch (error) {
    if (isUniqueViolation(error)) return { result: "email_taken", adminId };
    throw error;
  }
}
