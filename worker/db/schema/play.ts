import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** One game run: costs one try, up to N questions, ends on a wrong answer or timeout. */
export const runs = sqliteTable(
  "runs",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    languageId: text("language_id").notNull(),
    /** active | won | lost | timeout | forfeited */
    status: text("status").notNull(),
    questionCount: integer("question_count").notNull(),
    correctCount: integer("correct_count").notNull().default(0),
    timeUsedMs: integer("time_used_ms").notNull().default(0),
    stars: integer("stars"),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at"),
  },
  (t) => [
    index("runs_player_status_idx").on(t.playerId, t.status),
    // The admin charts count runs per day and month.
    index("runs_started_idx").on(t.startedAt),
    // A player has at most one active run, whatever races the object guard misses.
    uniqueIndex("runs_one_active_per_player").on(t.playerId).where(sql`${t.status} = 'active'`),
  ],
);

/** One question served within a run, with the server's own clock. */
export const attempts = sqliteTable(
  "attempts",
  {
    id: id(),
    runId: text("run_id").notNull(),
    playerId: text("player_id").notNull(),
    questionId: text("question_id").notNull(),
    position: integer("position").notNull(),
    issuedAt: integer("issued_at").notNull(),
    clockStartedAt: integer("clock_started_at"),
    deadlineAt: integer("deadline_at"),
    allowedSeconds: integer("allowed_seconds").notNull(),
    answeredAt: integer("answered_at"),
    answer: text("answer"),
    /** pending | correct | wrong | timeout | forfeited */
    outcome: text("outcome").notNull().default("pending"),
    /**
     * The signed receipt (a compact JWS), written with the closing; null only
     * for attempts closed before receipts existed.
     */
    receipt: text("receipt"),
    /**
     * When the question's counters (`questions.times_*`) took this attempt in; null until
     * the hourly fold (decision 016). Reads add the attempts not yet folded, so the counts
     * an admin sees are exact at every moment.
     */
    talliedAt: integer("tallied_at"),
  },
  (t) => [
    uniqueIndex("attempts_run_position_unique").on(t.runId, t.position),
    index("attempts_player_idx").on(t.playerId, t.issuedAt),
    index("attempts_question_idx").on(t.questionId),
    // The attempts a question's counters have not folded yet, with their outcome, so the
    // exact counts read only this index.
    index("attempts_question_tally_idx").on(t.questionId, t.talliedAt, t.outcome),
    // The admin charts count answers per day and month.
    index("attempts_answered_idx").on(t.answeredAt),
  ],
);

/** Which questions a player has been served, so unseen ones come first. */
export const seenQuestions = sqliteTable(
  "seen_questions",
  {
    playerId: text("player_id").notNull(),
    questionId: text("question_id").notNull(),
    seenAt: integer("seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.questionId] })],
);

/** A player's report on an attempt; `status` keeps SPEC.md's words pro | refund | non-refund. */
export const tickets = sqliteTable(
  "tickets",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    attemptId: text("attempt_id").notNull(),
    issue: text("issue").notNull(),
    requestedSeconds: integer("requested_seconds").notNull().default(0),
    status: text("status").notNull().default("pro"),
    extraSeconds: integer("extra_seconds"),
    decidedBy: text("decided_by"),
    decidedAt: integer("decided_at"),
    createdAt: createdAt(),
    /**
     * The receipt the player attached, as sent: the admin's screen checks its signature,
     * so a changed one shows as tampered rather than being turned away.
     */
    receipt: text("receipt"),
  },
  (t) => [
    uniqueIndex("tickets_attempt_unique").on(t.attemptId),
    index("tickets_player_idx").on(t.playerId, t.createdAt),
    index("tickets_status_idx").on(t.status, t.createdAt),
  ],
);
