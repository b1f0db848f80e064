import { and, count, eq, gt, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries } from "../../db/schema/money";
import { attempts, runs, tickets } from "../../db/schema/play";
import { ledgerReference } from "../../domain/ledger";
import { newestFirstPage, type PageWindow } from "../paging";

/** `answer-coins:` and `daily-try:`, the domain's own spelling of the prefixes. */
const ANSWER_COINS = ledgerReference.answerCoins("");
const DAILY_TRY = ledgerReference.dailyTry("", "").slice(0, -1);

export type RunOfList = typeof runs.$inferSelect & {
  /** Closed questions: every question the player was served and that is over. */
  answered: number;
  /** Coins the ledger credited for the run's right answers. */
  coins: number;
  /** True when today's free try was credited as this run opened, so it paid for it. */
  paidByDailyTry: boolean;
  /** True when a report on one of its questions was refunded: the try came back. */
  refunded: boolean;
};

/**
 * One page of the player's own runs, newest first, each with how far it went, what it
 * earned and how its try was paid (the `/runs`). The page's runs are read first;
 * their counts then come in one batch keyed by those runs only.
 */
export async function listRunsOfPlayer(
  db: Database,
  playerId: string,
  window: PageWindow,
): Promise<{ rows: RunOfList[]; total: number }> {
  const page = await newestFirstPage(
    db,
    runs,
    db.select().from(runs).$dynamic(),
    eq(runs.playerId, playerId),
    window,
    runs.startedAt,
  );
  if (page.rows.length === 0) return { rows: [], total: page.total };
  const runIds = page.rows.map((run) => run.id);
  const ofThesePlayersRuns = and(eq(attempts.playerId, playerId), inArray(attempts.runId, runIds));
  const [closed, coins, dailyTries, refunds] = await db.batch([
    db
      .select({ runId: attempts.runId, answered: count() })
      .from(attempts)
      .where(ofThesePlayersRuns)
      .groupBy(attempts.runId),
    db
      .select({ runId: attempts.runId, coins: sum(ledgerEntries.amount).mapWith(Number) })
      .from(attempts)
      .innerJoin(ledgerEntries, eq(ledgerEntries.reference, sql`${ANSWER_COINS} || ${attempts.id}`))
      .where(ofThesePlayersRuns)
      .groupBy(attempts.runId),
    // The day's free try is credited in the batch that opens the day's first run, at the
    // run's own start time (data/play/run-opening.ts).
    db
      .select({ at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.holderKind, "player"),
          eq(ledgerEntries.holderId, playerId),
          sql`${ledgerEntries.reference} glob ${`${DAILY_TRY}*`}`,
          gt(ledgerEntries.amount, 0),
          inArray(
            ledgerEntries.createdAt,
            page.rows.map((run) => run.startedAt),
          ),
        ),
      ),
    db
      .selectDistinct({ runId: attempts.runId })
      .from(tickets)
      .innerJoin(attempts, eq(attempts.id, tickets.attemptId))
      .where(and(ofThesePlayersRuns, eq(tickets.status, "refund"))),
  ]);
  const answeredBy = new Map(closed.map((row) => [row.runId, row.answered]));
  const coinsBy = new Map(coins.map((row) => [row.runId, row.coins]));
  const dailyAt = new Set(dailyTries.map((row) => row.at));
  const refundedRuns = new Set(refunds.map((row) => row.runId));
  return {
    rows: page.rows.map((run) => ({
      ...run,
      answered: answeredBy.get(run.id) ?? 0,
      coins: coinsBy.get(run.id) ?? 0,
      paidByDailyTry: dailyAt.has(run.startedAt),
      refunded: refundedRuns.has(run.id),
    })),
    total: page.total,
  };
}
