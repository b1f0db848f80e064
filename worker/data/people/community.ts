import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviewLikes, reviews } from "../../db/schema/community";
import { players } from "../../db/schema/identity";
import { ledgerReference } from "../../domain/ledger";
import { likeFreeTriesFor } from "../../domain/offers";
import { newId } from "../../ids";
import { movementExists, moveWhen } from "../money/ledger";
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
 * row keyed by the player, and the try (`likeFreeTriesFor`: once per person) is credited
 * only if this player's like exists, under one reference per person, so concurrent clicks,
 * or the same person liking again from a new account after deactivating, credit once.
 * Says whether this call liked, and the free tries it gave.
 */
export async function likeReview(db: Database, playerId: string, reviewId: string, now: number) {
  const reference = ledgerReference.reviewLike(await readPersonKey(db, playerId));
  const freeTries = likeFreeTriesFor({ likeTryTaken: await movementExists(db, reference) });
  const like = db
    .insert(reviewLikes)
    .values({ playerId, reviewId, createdAt: now })
    .onConflictDoNothing();
  if (freeTries === 0) {
    const [inserted] = await db.batch([like]);
    return { liked: inserted.meta.changes === 1, freeTries: 0 };
  }
  const [inserted, credited] = await db.batch([
    like,
    moveWhen(
      db,
      {
        holder: { kind: "player", id: playerId },
        account: "tries",
        amount: freeTries,
        reference,
        memo: "Free try for a like",
      },
      sql`exists (select 1 from ${reviewLikes} where ${reviewLikes.playerId} = ${playerId} and ${reviewLikes.reviewId} = ${reviewId})`,
      now,
    ),
  ]);
  return {
    liked: inserted.meta.changes === 1,
    freeTries: credited.meta.changes === 1 ? freeTries : 0,
  };
}
