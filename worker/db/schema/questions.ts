import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, questionContent } from "./columns";

export const languages = sqliteTable(
  "languages",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("languages_code_unique").on(t.code)],
);

/** The review pool: what contributors post, before a main admin selects it into a language. */
export const poolQuestions = sqliteTable(
  "pool_questions",
  {
    id: id(),
    contributorId: text("contributor_id").notNull(),
    /** The contributor's own running number, shown as "Question No". */
    number: integer("number").notNull(),
    ...questionContent(),
    createdAt: createdAt(),
    deletedAt: integer("deleted_at"),
    /** The language the contributor wrote it in, when they said; the select screen's default. */
    languageId: text("language_id"),
  },
  (t) => [
    uniqueIndex("pool_questions_contributor_number_unique").on(t.contributorId, t.number),
    uniqueIndex("pool_questions_contributor_text_unique")
      .on(t.contributorId, t.text)
      .where(sql`${t.deletedAt} is null`),
    index("pool_questions_created_idx").on(t.createdAt),
  ],
);

/** The live bank players are served from, one row per question per language. */
export const questions = sqliteTable(
  "questions",
  {
    id: id(),
    languageId: text("language_id").notNull(),
    sourcePoolQuestionId: text("source_pool_question_id"),
    ...questionContent(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    retiredAt: integer("retired_at"),
    /**
     * Marked for the visitor trial: only these are drawn for a trial, and paid runs never
     * serve them, so what visitors learn of them (a trial is cheap to repeat) buys nothing
     * in a run.
     */
    forTrial: integer("for_trial", { mode: "boolean" }).notNull().default(false),
    /**
     * Play counts folded from closed attempts by the hourly cron (decision 016); the
     * exact count adds the attempts not folded yet (data/questions/question-counts.ts).
     */
    timesServed: integer("times_served").notNull().default(0),
    timesAnswered: integer("times_answered").notNull().default(0),
    timesCorrect: integer("times_correct").notNull().default(0),
    /**
     * The live show this question is held for: runs never draw it until that show ends or
     * is cancelled (then it is null again), so nobody meets a show's question early.
     */
    reservedForShow: text("reserved_for_show"),
  },
  (t) => [
    index("questions_language_live_idx").on(t.languageId, t.retiredAt),
    uniqueIndex("questions_language_source_unique")
      .on(t.languageId, t.sourcePoolQuestionId)
      .where(sql`${t.sourcePoolQuestionId} is not null`),
    index("questions_difficulty_idx").on(t.languageId, t.difficulty),
    index("questions_trial_idx").on(t.forTrial, t.languageId, t.retiredAt),
    // A pool question's copies, for its contributor's wallet and the select screen.
    index("questions_source_idx").on(t.sourcePoolQuestionId),
    index("questions_reserved_idx").on(t.reservedForShow),
  ],
);
