import { and, asc, eq, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coupons } from "../../db/schema/catalogue";
import { ledgerEntries } from "../../db/schema/money";
import { attempts, runs, tickets } from "../../db/schema/play";
import { languages, questions } from "../../db/schema/questions";
import { ledgerReference } from "../../domain/ledger";
import { inPlayersRun, isPlayersRun } from "./runs";

/**
 * One of the player's runs as D1 recorded it, for the run summary: the run
 * row, its closed questions with their category's name and the player's report on each,
 * the coupons they won and the coins the ledger credited for them. Null when the run is not the player's: another
 * player's run looks exactly like a missing one.
 */
export async function readRunSummary(db: Database, runId: string, playerId: string) {
  const ofThisRun = inPlayersRun(runId, playerId);
  const [[run], closed, won] = await db.batch([
    db
      .select({
        id: runs.id,
        status: runs.status,
        questionCount: runs.questionCount,
        correctCount: runs.correctCount,
        timeUsedMs: runs.timeUsedMs,
        stars: runs.stars,
      })
      .from(runs)
      .where(isPlayersRun(runId, playerId))
      .limit(1),
    db
      .select({
        attemptId: attempts.id,
        position: attempts.position,
        outcome: attempts.outcome,
        answer: attempts.answer,
        text: questions.text,
        optionA: questions.optionA,
        optionB: questions.optionB,
        optionC: questions.optionC,
        optionD: questions.optionD,
        // Aliased: D1 returns rows keyed by column name, and attempts has an `answer` too.
        correct: sql<string>`${questions.answer}`.as("correct_answer"),
        category: languages.name,
        difficulty: questions.difficulty,
        answeredAt: attempts.answeredAt,
        reported: sql<string | null>`${tickets.status}`.as("ticket_status"),
      })
      .from(attempts)
      .innerJoin(questions, eq(questions.id, attempts.questionId))
      .leftJoin(languages, eq(languages.id, questions.languageId))
      .leftJoin(tickets, eq(tickets.attemptId, attempts.id))
      .where(ofThisRun)
      .orderBy(asc(attempts.position)),
    db
      .select({ id: coupons.id, valuePaise: coupons.valuePaise, status: coupons.status })
      .from(coupons)
      .where(
        and(
          eq(coupons.playerId, playerId),
          eq(coupons.source, "run"),
          inArray(coupons.sourceId, db.select({ id: attempts.id }).from(attempts).where(ofThisRun)),
        ),
      )
      .orderBy(asc(coupons.createdAt)),
  ]);
  if (!run) return null;
  const coins = await coinsCreditedFor(
    db,
    playerId,
    closed.map((attempt) => attempt.attemptId),
  );
  return { run, questions: closed, coupons: won, coins };
}

/** What the ledger credited for these attempts' right answers, by their references. */
async function coinsCreditedFor(db: Database, playerId: string, attemptIds: string[]) {
  if (attemptIds.length === 0) return 0;
  const [row] = await db
    .select({ coins: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.holderKind, "player"),
        eq(ledgerEntries.holderId, playerId),
        eq(ledgerEntries.account, "coins"),
        inArray(ledgerEntries.reference, attemptIds.map(ledgerReference.answerCoins)),
      ),
    );
  return Number(row?.coins ?? 0);
}
