import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { contributors } from "../db/schema/identity";
import { newId } from "../ids";

export async function findContributorByEmail(db: Database, email: string) {
  const [row] = await db.select().from(contributors).where(eq(contributors.email, email)).limit(1);
  return row ?? null;
}

/** Null when the email is already a contributor. */
export async function createContributor(
  db: Database,
  contributor: { email: string; name: string; passwordHash: string; createdBy: string },
  now: number,
): Promise<string | null> {
  const id = newId();
  const inserted = await db
    .insert(contributors)
    .values({ id, ...contributor, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contributors.id });
  return inserted[0]?.id ?? null;
}
