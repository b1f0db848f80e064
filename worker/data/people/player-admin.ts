import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { revokeAllSessions } from "../../identity/sessions";
import { containsText } from "../search";

/** The main admin's player search and block switch. */

/** Newest first; a search matches anywhere in the email or the name. */
export function searchPlayers(db: Database, search: string | undefined, limit: number) {
  return db
    .select()
    .from(players)
    .where(
      search
        ? or(containsText(players.email, search), containsText(players.name, search))
        : undefined,
    )
    .orderBy(desc(players.createdAt), desc(players.id))
    .limit(limit);
}

export type BlockResult = "changed" | "missing" | "deactivated";

/**
 * Blocking ends every session of the player (sign-in already refuses a blocked account);
 * unblocking makes the account active again. A deactivated account is erased and stays as
 * it is.
 */
export async function setPlayerBlocked(
  db: Database,
  id: string,
  blocked: boolean,
  now: number,
): Promise<BlockResult> {
  const updated = await db
    .update(players)
    .set({ status: blocked ? "blocked" : "active" })
    .where(and(eq(players.id, id), ne(players.status, "deactivated")))
    .returning({ id: players.id });
  if (updated.length === 0) {
    const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, id));
    return row ? "deactivated" : "missing";
  }
  if (blocked) await revokeAllSessions(db, "player", id, now);
  return "changed";
}
