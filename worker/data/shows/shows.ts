import { and, asc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { languages, questions } from "../../db/schema/questions";
import { showQuestions as showQuestionRows, shows } from "../../db/schema/shows";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";
import type { Choice } from "../../domain/scoring";
import { auditStatement } from "../audit";
import { insertWhen } from "../insert-when";
import { guardedDebit, moveWhen } from "../money/ledger";
import { drawableQuestionsOf } from "../questions/languages";
import { askedQuestionColumns } from "../questions/question-bank";

/**
 * Live shows in D1 (decision 032): a show's facts, its questions held back from runs, and
 * its prize pool held in the ledger by the show itself. The ShowRoom object runs the show
 * from these; what it decides at the end comes back through `finishShow` (show-finish.ts).
 */

type ShowStoredStatus = "scheduled" | "ended" | "cancelled";

export type ShowRow = {
  id: string;
  title: string;
  startsAt: number;
  language: string;
  questionCount: number;
  secondsPerQuestion: number;
  prizePoolPaise: number;
  status: ShowStoredStatus;
  winnersCount: number;
  sharePaise: number;
  paidPaise: number;
  createdAt: number;
  endedAt: number | null;
};

/** A show's question in the show's language, with its answer: for the ShowRoom only. */
export type ShowQuestion = {
  index: number;
  questionId: string;
  text: string;
  options: [a: string, b: string, c: string, d: string];
  correct: Choice;
};

export const showHolder = (showId: string): LedgerHolder => ({ kind: "show", id: showId });

const DAY = 24 * 60 * 60 * 1000;

const showColumns = {
  id: shows.id,
  title: shows.title,
  startsAt: shows.startsAt,
  language: shows.language,
  questionCount: shows.questionCount,
  secondsPerQuestion: shows.secondsPerQuestion,
  prizePoolPaise: shows.prizePoolPaise,
  status: sql<ShowStoredStatus>`${shows.status}`,
  winnersCount: shows.winnersCount,
  sharePaise: shows.sharePaise,
  paidPaise: shows.paidPaise,
  createdAt: shows.createdAt,
  endedAt: shows.endedAt,
};

/** Shows not over yet, and those that ended or were cancelled in the last day; soonest first. */
export function listShows(db: Database, now: number): Promise<ShowRow[]> {
  return db
    .select(showColumns)
    .from(shows)
    .where(or(eq(shows.status, "scheduled"), gte(shows.endedAt, now - DAY)))
    .orderBy(asc(shows.startsAt), asc(shows.id));
}

export async function showById(db: Database, id: string): Promise<ShowRow | null> {
  const [row] = await db.select(showColumns).from(shows).where(eq(shows.id, id)).limit(1);
  return row ?? null;
}

/** The show's questions in order, each as the bank holds it in the show's language. */
export async function showQuestions(db: Database, showId: string): Promise<ShowQuestion[]> {
  const rows = await db
    .select({
      index: showQuestionRows.index,
      questionId: showQuestionRows.questionId,
      ...askedQuestionColumns,
    })
    .from(showQuestionRows)
    .innerJoin(questions, eq(questions.id, showQuestionRows.questionId))
    .where(eq(showQuestionRows.showId, showId))
    .orderBy(asc(showQuestionRows.index));
  return rows.map((row) => ({
    index: row.index,
    questionId: row.questionId,
    text: row.text,
    options: [row.optionA, row.optionB, row.optionC, row.optionD],
    correct: row.answer as Choice,
  }));
}

export type CreateShowInput = {
  /** The new show's id: `newRowIdOf` at the edge, the same for a keyed request run again. */
  id: string;
  title: string;
  startsAt: number;
  language: string;
  secondsPerQuestion: number;
  prizePoolPaise: number;
  /** Draws this many from the bank… */
  questionCount?: number;
  /** …or takes these, in this order. */
  questionIds?: string[];
  adminId: string;
};

export type CreateShowRefusal =
  | "not_enough_questions"
  | "question_unavailable"
  | "language_unknown";

/** Draws `count` available questions at random; fewer when the bank has fewer. */
async function drawQuestions(db: Database, language: string, count: number) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(drawableQuestionsOf(language))
    .orderBy(sql`random()`)
    .limit(count);
  return rows.map((row) => row.id);
}

/** Whether every chosen question is available, read before the batch checks it again. */
async function allAvailable(db: Database, language: string, ids: readonly string[]) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, [...ids]), drawableQuestionsOf(language)));
  return rows.length === ids.length;
}

const showExists = (showId: string) =>
  sql`exists (select 1 from ${shows} where ${shows.id} = ${showId})`;

/**
 * Creates a show in one D1 batch: its questions are held back from runs, the show and its
 * question list are written only if every one of them was free to hold (a show created at
 * the same moment may have taken one), and the pool is credited to the show and the action
 * audited only if the show was written. A batch that lost a question lets the others go.
 */
async function insertShow(
  db: Database,
  input: CreateShowInput,
  ids: readonly string[],
  now: number,
): Promise<string | null> {
  const showId = input.id;
  const held = sql`(select count(*) from ${questions} where ${questions.reservedForShow} = ${showId})`;
  const written = showExists(showId);
  const rupees = (input.prizePoolPaise / 100).toFixed(2);
  await db.batch([
    db
      .update(questions)
      .set({ reservedForShow: showId })
      .where(and(inArray(questions.id, [...ids]), drawableQuestionsOf(input.language))),
    insertWhen(
      db,
      shows,
      {
        id: showId,
        title: input.title,
        startsAt: input.startsAt,
        language: input.language,
        questionCount: ids.length,
        secondsPerQuestion: input.secondsPerQuestion,
        prizePoolPaise: input.prizePoolPaise,
        status: "scheduled",
        winnersCount: 0,
        sharePaise: 0,
        paidPaise: 0,
        createdBy: input.adminId,
        createdAt: now,
        endedAt: null,
      },
      sql`${held} = ${ids.length}`,
    ),
    insertWhen(
      db,
      showQuestionRows,
      { showId, index: sql`j.key`, questionId: sql`j.value` },
      written,
      sql`json_each(${JSON.stringify(ids)}) j`,
    ),
    moveWhen(
      db,
      {
        holder: showHolder(showId),
        account: "cash",
        amount: input.prizePoolPaise,
        reference: ledgerReference.showPool(showId),
        memo: `Prize pool of ${input.title}`,
      },
      written,
      now,
    ),
    auditStatement(
      db,
      {
        actor: { role: "admin", id: input.adminId },
        action: "show-create",
        subject: { kind: "show", id: showId },
        summary: `Created the live show ${input.title}: ${ids.length} questions, ₹${rupees} pool`,
        after: {
          startsAt: input.startsAt,
          language: input.language,
          questionCount: ids.length,
          secondsPerQuestion: input.secondsPerQuestion,
          prizePoolPaise: input.prizePoolPaise,
        },
      },
      now,
      written,
    ),
    db
      .update(questions)
      .set({ reservedForShow: null })
      .where(and(eq(questions.reservedForShow, showId), sql`not ${written}`)),
  ]);
  return (await showById(db, showId)) ? showId : null;
}

/** How often a draw is tried again when a show created at the same moment took a question. */
const DRAW_ATTEMPTS = 3;

/**
 * A new show with its questions held and its pool in the ledger. Chosen questions must
 * each be live in the show's language, not the trial's and not another show's; drawn ones
 * are picked at random among those.
 */
export async function createShow(
  db: Database,
  input: CreateShowInput,
  now: number,
): Promise<{ id: string } | { error: CreateShowRefusal }> {
  const [language] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.id, input.language))
    .limit(1);
  if (!language) return { error: "language_unknown" };
  if (input.questionIds) {
    if (input.questionIds.length === 0) return { error: "not_enough_questions" };
    if (!(await allAvailable(db, input.language, input.questionIds))) {
      return { error: "question_unavailable" };
    }
    const id = await insertShow(db, input, input.questionIds, now);
    return id ? { id } : { error: "question_unavailable" };
  }
  const count = input.questionCount;
  if (count === undefined) throw new Error("createShow takes a question count or question ids");
  if (count < 1) return { error: "not_enough_questions" };
  for (let attempt = 0; attempt < DRAW_ATTEMPTS; attempt++) {
    const drawn = await drawQuestions(db, input.language, count);
    if (drawn.length < count) return { error: "not_enough_questions" };
    const id = await insertShow(db, input, drawn, now);
    if (id) return { id };
  }
  return { error: "not_enough_questions" };
}

/** Its questions go back to runs: the show is over, so they are no longer secret. */
export const releaseQuestions = (db: Database, showId: string) =>
  db.update(questions).set({ reservedForShow: null }).where(eq(questions.reservedForShow, showId));

const showWithStatus = (showId: string, status: ShowStoredStatus): SQL =>
  sql`exists (select 1 from ${shows} where ${shows.id} = ${showId} and ${shows.status} = ${status})`;

/**
 * Cancels a show that has not ended, in one batch: its status, the audit row, the pool
 * released from the show and its questions back to runs. Cancelling again changes nothing
 * and answers `cancelled` again; an ended show is `already_over`.
 */
export async function cancelShow(
  db: Database,
  showId: string,
  adminId: string,
  now: number,
): Promise<"cancelled" | "not_found" | "already_over"> {
  const show = await showById(db, showId);
  if (!show) return "not_found";
  if (show.status === "ended") return "already_over";
  if (show.status === "scheduled") {
    await db.batch([
      auditStatement(
        db,
        {
          actor: { role: "admin", id: adminId },
          action: "show-cancel",
          subject: { kind: "show", id: showId },
          summary: `Cancelled the live show ${show.title}: its pool is released`,
          before: { status: "scheduled" },
          after: { status: "cancelled" },
        },
        now,
        showWithStatus(showId, "scheduled"),
      ),
      db
        .update(shows)
        .set({ status: "cancelled", endedAt: now })
        .where(and(eq(shows.id, showId), eq(shows.status, "scheduled"))),
      guardedDebit(
        db,
        {
          holder: showHolder(showId),
          account: "cash",
          amount: -show.prizePoolPaise,
          reference: ledgerReference.showPoolReleased(showId),
          memo: `Pool of ${show.title} released: the show was cancelled`,
        },
        now,
        showWithStatus(showId, "cancelled"),
      ),
      releaseQuestions(db, showId),
    ]);
  }
  const after = await showById(db, showId);
  return after?.status === "cancelled" ? "cancelled" : "already_over";
}
