import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/**
 * Live shows (decision 032). The stored status is only scheduled, ended or cancelled:
 * lobby and live are read from the clock (domain/show-timeline.ts), so nothing has to
 * write them on time. The figures are written once, when the show ends.
 */
export const shows = sqliteTable(
  "shows",
  {
    id: id(),
    title: text("title").notNull(),
    startsAt: integer("starts_at").notNull(),
    /** The languages row the questions are drawn in. */
    language: text("language").notNull(),
    questionCount: integer("question_count").notNull(),
    secondsPerQuestion: integer("seconds_per_question").notNull(),
    prizePoolPaise: integer("prize_pool_paise").notNull(),
    /** scheduled | ended | cancelled */
    status: text("status").notNull().default("scheduled"),
    winnersCount: integer("winners_count").notNull().default(0),
    /** The equal share each winner got; the earliest answers got a paisa more each. */
    sharePaise: integer("share_paise").notNull().default(0),
    paidPaise: integer("paid_paise").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** When it ended or was cancelled. */
    endedAt: integer("ended_at"),
  },
  (t) => [
    index("shows_starts_idx").on(t.status, t.startsAt),
    index("shows_ended_idx").on(t.endedAt),
  ],
);

/** A show's questions in order, drawn or chosen when it was created. */
export const showQuestions = sqliteTable(
  "show_questions",
  {
    showId: text("show_id").notNull(),
    index: integer("idx").notNull(),
    questionId: text("question_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.index] })],
);

/** Who joined a show, once each. */
export const showEntrants = sqliteTable(
  "show_entrants",
  {
    showId: text("show_id").notNull(),
    playerId: text("player_id").notNull(),
    joinedAt: integer("joined_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.playerId] }),
    index("show_entrants_player_idx").on(t.playerId, t.showId),
  ],
);
