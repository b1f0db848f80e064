import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { insertWhen } from "../../worker/data/insert-when";
import { credit, moveWhen, transfers } from "../../worker/data/money/ledger";
import { auditLog } from "../../worker/db/schema/audit";
import { players } from "../../worker/db/schema/identity";
import { questions } from "../../worker/db/schema/questions";
import { showEntrants, showQuestions, shows } from "../../worker/db/schema/shows";
import { ledgerReference } from "../../worker/domain/ledger";
import { splitPool } from "../../worker/domain/show-rules";
import { devSubjectOf } from "../../worker/identity/dev-subject";
import { personKeyOf } from "../../worker/identity/pseudonyms";
import { seedQuestions } from "../seed-questions";
import { sqlBuilder } from "./sql-file";

/** The two winners of the demo's ended show, signed in by the dev sign-in's email. */
export const SHOW_WINNERS = [
  {
    id: "seed-show-winner-1",
    email: "kavya.demo@example.com",
    name: "Kavya (demo)",
    code: "DEMO0006",
  },
  {
    id: "seed-show-winner-2",
    email: "arjun.demo@example.com",
    name: "Arjun (demo)",
    code: "DEMO0007",
  },
] as const;

const MINUTE = 60 * 1000;
const SECONDS_PER_QUESTION = 10;
/** A question's window, the grace after it and its reveal (domain/show-timeline.ts). */
const QUESTION_SPAN = (SECONDS_PER_QUESTION + 1 + 5) * 1000;

const english = seedQuestions.filter((question) => question.language === "en");
/** The bank's last English questions: three held for the coming show, three the ended one asked. */
const comingQuestionIds = english.slice(-3).map((question) => `seed-${question.id}`);
const endedQuestionIds = english.slice(-6, -3).map((question) => `seed-${question.id}`);

const UPCOMING_PREFIX = "seed-show-next-";
const pendingSeededShow = sql`exists (select 1 from ${shows}
  where ${shows.id} like ${`${UPCOMING_PREFIX}%`} and ${shows.status} = 'scheduled')`;

/**
 * The demo's coming show, 30 minutes after this seeding (its lobby opens 20 minutes in):
 * three English questions, 10 s each, a ₹300.00 pool. A seeded show that never ran (the
 * server stopped before it) is moved to the new start instead, so one is always coming and
 * its pool is held once; one that ran or was cancelled stays in the record, and a new one
 * is written, holding its questions as `createShow` does (only if all three are free).
 */
function comingShow(now: number) {
  const id = `${UPCOMING_PREFIX}${now.toString(36)}`;
  const startsAt = now + 30 * MINUTE;
  const written = sql`exists (select 1 from ${shows} where ${shows.id} = ${id})`;
  const held = sql`(select count(*) from ${questions} where ${questions.reservedForShow} = ${id})`;
  const poolPaise = 30_000;
  return [
    sqlBuilder
      .update(shows)
      .set({ startsAt })
      .where(and(like(shows.id, `${UPCOMING_PREFIX}%`), eq(shows.status, "scheduled"))),
    sqlBuilder
      .update(questions)
      .set({ reservedForShow: id })
      .where(
        and(
          inArray(questions.id, comingQuestionIds),
          isNull(questions.reservedForShow),
          isNull(questions.retiredAt),
          sql`not ${pendingSeededShow}`,
        ),
      ),
    insertWhen(
      sqlBuilder,
      shows,
      {
        id,
        title: "Demo show",
        startsAt,
        language: "en",
        questionCount: comingQuestionIds.length,
        secondsPerQuestion: SECONDS_PER_QUESTION,
        prizePoolPaise: poolPaise,
        status: "scheduled",
        winnersCount: 0,
        sharePaise: 0,
        paidPaise: 0,
        createdBy: "seed-admin",
        createdAt: now,
        endedAt: null,
      },
      sql`${held} = ${comingQuestionIds.length}`,
    ),
    ...comingQuestionIds.map((questionId, index) =>
      insertWhen(sqlBuilder, showQuestions, { showId: id, index, questionId }, written),
    ),
    moveWhen(
      sqlBuilder,
      {
        holder: { kind: "show", id },
        account: "cash",
        amount: poolPaise,
        reference: ledgerReference.showPool(id),
        memo: "Prize pool of Demo show",
      },
      written,
      now,
    ),
    insertWhen(
      sqlBuilder,
      auditLog,
      {
        id: `${id}-created`,
        actorRole: "admin",
        actorId: "seed-admin",
        action: "show-create",
        subjectKind: "show",
        subjectId: id,
        summary: "Created the live show Demo show: 3 questions, ₹300.00 pool",
        before: null,
        after: null,
        reference: null,
        createdAt: now,
      },
      written,
    ),
    sqlBuilder
      .update(questions)
      .set({ reservedForShow: null })
      .where(and(eq(questions.reservedForShow, id), sql`not ${written}`)),
  ];
}

/**
 * An ended show, timed from the first seeding (later runs change nothing, like every
 * seeded row): three questions two hours ago, two survivors who split its ₹500.00 pool
 * (their Bank shows "Live show prize"), and Ravi (past runs) out on the way. The rows are
 * what `finishShow` writes, so `npm run ledger:check` holds them to the same rules.
 */
async function endedShow(now: number) {
  const id = "seed-show-ended";
  const startsAt = now - 2 * 60 * MINUTE;
  const createdAt = startsAt - 60 * MINUTE;
  const endedAt = startsAt + endedQuestionIds.length * QUESTION_SPAN;
  const poolPaise = 50_000;
  const winners = SHOW_WINNERS.map((winner, n) => ({
    playerId: winner.id,
    lastAnsweredAt: startsAt + 2 * QUESTION_SPAN + 2_000 + n * 700,
  }));
  const { sharePaise, shares } = splitPool(poolPaise, winners);
  const winnerRows = await Promise.all(
    SHOW_WINNERS.map(async (winner) => {
      const subject = await devSubjectOf(winner.email);
      return {
        id: winner.id,
        googleSubject: subject,
        personKey: await personKeyOf(subject),
        email: winner.email,
        name: winner.name,
        username: winner.email.split("@")[0] ?? "",
        referralCode: winner.code,
        createdAt: createdAt - 60 * MINUTE,
      };
    }),
  );
  const ended = sql`exists (select 1 from ${shows} where ${shows.id} = ${id} and ${shows.status} = 'ended')`;
  return [
    sqlBuilder.insert(players).values(winnerRows).onConflictDoNothing(),
    sqlBuilder
      .insert(shows)
      .values({
        id,
        title: "Warm-up demo show",
        startsAt,
        language: "en",
        questionCount: endedQuestionIds.length,
        secondsPerQuestion: SECONDS_PER_QUESTION,
        prizePoolPaise: poolPaise,
        status: "ended",
        winnersCount: winners.length,
        sharePaise,
        paidPaise: poolPaise,
        createdBy: "seed-admin",
        createdAt,
        endedAt,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(showQuestions)
      .values(endedQuestionIds.map((questionId, index) => ({ showId: id, index, questionId })))
      .onConflictDoNothing(),
    sqlBuilder
      .insert(showEntrants)
      .values(
        [...SHOW_WINNERS.map((winner) => winner.id), "seed-runs-player"].map((playerId, n) => ({
          showId: id,
          playerId,
          joinedAt: startsAt - (5 - n) * MINUTE,
        })),
      )
      .onConflictDoNothing(),
    credit(
      sqlBuilder,
      {
        holder: { kind: "show", id },
        account: "cash",
        amount: poolPaise,
        reference: ledgerReference.showPool(id),
        memo: "Prize pool of Warm-up demo show",
      },
      createdAt,
    ),
    ...transfers(
      sqlBuilder,
      {
        holder: { kind: "show", id },
        account: "cash",
        memo: "Prize shares of Warm-up demo show",
      },
      { account: "cash", memo: "Live show prize: Warm-up demo show" },
      shares.map((share) => ({
        to: { kind: "player", id: share.playerId },
        amount: share.sharePaise,
        debitReference: ledgerReference.showSharePaid(id, share.playerId),
        creditReference: ledgerReference.showShare(id, share.playerId),
      })),
      ended,
      endedAt,
    ),
  ];
}

/** The live shows on demo data: one coming, one ended with its winners paid. */
export async function showsDemo(now: number) {
  return [...(await endedShow(now)), ...comingShow(now)];
}
