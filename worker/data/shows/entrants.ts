import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { showEntrants } from "../../db/schema/shows";
import { inJsonList } from "../rows";

/**
 * Who joined which show, for `joined` in the show list and the host's counts. The
 * ShowRoom keeps who is still in; this is the durable record of who came.
 */

/** Records a join; joining again keeps the first moment. */
export async function recordEntrant(
  db: Database,
  showId: string,
  playerId: string,
  now: number,
): Promise<void> {
  await db.insert(showEntrants).values({ showId, playerId, joinedAt: now }).onConflictDoNothing();
}

/** Which of these shows the player joined (the ids travel as one JSON value: any number). */
export async function joinedShowIds(
  db: Database,
  playerId: string,
  showIds: readonly string[],
): Promise<Set<string>> {
  if (showIds.length === 0) return new Set();
  const rows = await db
    .select({ showId: showEntrants.showId })
    .from(showEntrants)
    .where(and(eq(showEntrants.playerId, playerId), inJsonList(showEntrants.showId, showIds)));
  return new Set(rows.map((row) => row.showId));
}

export async function entrantCount(db: Database, showId: string): Promise<number> {
  const [row] = await db
    .select({ entrants: count() })
    .from(showEntrants)
    .where(eq(showEntrants.showId, showId));
  return row?.entrants ?? 0;
}
