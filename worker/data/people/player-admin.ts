import { desc, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import type { AuditActor } from "../../domain/audit";
import { containsText } from "../search";
import { switchAccount } from "./account-switch";

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
 * it is. The change, its sessions and its audit row commit together (account-switch.ts).
 */
export async function setPlayerBlocked(
  db: Database,
  id: string,
  blocked: boolean,
  actor: AuditActor,
  now: number,
): Promise<BlockResult> {
  const [row] = await db.select({ status: players.status }).from(players).where(eq(players.id, id));
  if (!row) return "missing";
  if (row.status === "deactivated") return "deactivated";
  const status = blocked ? "blocked" : "active";
  if (row.status === status) return "changed";
  await switchAccount(
    db,
    { role: "player", id, from: { status: row.status }, to: { status } },
    actor,
    now,
  );
  return "changed";
}
