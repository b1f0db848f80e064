import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviewLikes, reviews } from "../../db/schema/community";
import { players } from "../../db/schema/identity";
import { ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { moveWhen } from "../money/ledger";
import { insertUnlessTaken } from "../rows";
import { readPersonKey } from "./players";

export async function createReview(
  db: Database,
  review: { playerId: string; text: string; stars: number },
  now: number,
): Promise<string | null> {
  return insertUnlessTaken(db, reviews, { id: newId(), ...review, createdAt: now });
}

export async function readReview(db: Database, reviewId: string) {
  const [row] = await db
    .select({ review: reviews, name: players.name, picture: players.picture })
    .from(reviews)
    .innerJoin(players, eq(players.id, reviews.playerId))
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}

export async function readLikeOf(db: Database, playerId: string) {
  const [row] = await db.select().from(reviewLikes).where(eq(reviewLikes.playerId, playerId));
  return row ?? null;
}

/**
 * A player's one like in all, and the free try it earns, in one batch: the like is the
 * row keyed by the player, and the try is credited only if this player's like exists,
 * under one reference per person, so concurrent clicks, or the same person liking again
 * from a new account after deactivating, credit once.
 */
export async function likeReview(db: Database, playerId: string, reviewId: string, now: number) {
  const personKey = await readPersonKey(db, playerId);
  const [inserted] = await db.batch([
    db.insert(reviewLikes).values({ playerId, reviewId, createdAt: now }).onConflictDoNothing(),
    moveWhen(
      db,
      {
        holder: { kind: "player", id: playerId },
        account: "tries",
        amount: 1,
        reference: ledgerReference.reviewLike(personKey),
        memo: "Free try for a like",
      },
      sql`exists (select 1 from ${reviewLikes} where ${reviewLikes.playerId} = ${playerId} and ${reviewLikes.reviewId} = ${reviewId})`,
      now,
    ),
  ]);
  return inserted.meta.changes === 1;
}
