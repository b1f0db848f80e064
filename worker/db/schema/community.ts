import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** One review per player. */
export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    text: text("text").notNull(),
    stars: integer("stars").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reviews_player_unique").on(t.playerId)],
);

/** Each player may like one review in all, hence the player is the key. */
export const reviewLikes = sqliteTable(
  "review_likes",
  {
    playerId: text("player_id").primaryKey(),
    reviewId: text("review_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_likes_review_idx").on(t.reviewId)],
);
