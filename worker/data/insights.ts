import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { claimRequests } from "../db/schema/catalogue";
import { players, settings } from "../db/schema/identity";
import { ledgerEntries, payoutRequests } from "../db/schema/money";
import { attempts, runs, tickets } from "../db/schema/play";
import { questions } from "../db/schema/questions";
import type { HolderKind, LedgerAccount, referencePrefix } from "../domain/ledger";
import { PERIOD_FORMAT, type PeriodWindow } from "../domain/periods";
import { SETTING_KEYS } from "./setting-keys";

/** Platform-wide reads for the admin's balance, charts, health check and home. */

/** One period's figure; periods without data are absent. */
export type PeriodValue = { period: string; value: number };

/** What needs an admin now. */
export type AttentionCounts = {
  pendingTickets: number;
  openPayouts: number;
  pendingRequests: number;
};

export type PlatformTotals = {
  players: Record<Exclude<LedgerAccount, "earnings">, number>;
  contributors: { earnings: number };
};

/** What every player and every contributor holds, summed from the ledger. */
export async function sumLedgerAccounts(db: Database): Promise<PlatformTotals> {
  const rows = await db
    .select({
      holderKind: ledgerEntries.holderKind,
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.holderKind, ledgerEntries.account);
  const total = (kind: HolderKind, account: LedgerAccount) =>
    Number(rows.find((row) => row.holderKind === kind && row.account === account)?.total ?? 0);
  return {
    players: {
      cash: total("player", "cash"),
      bonus: total("player", "bonus"),
      winnings: total("player", "winnings"),
      coins: total("player", "coins"),
      stars: total("player", "stars"),
      tries: total("player", "tries"),
    },
    contributors: { earnings: total("contributor", "earnings") },
  };
}

const periodOf = (column: SQLiteColumn, window: PeriodWindow) =>
  sql<string>`strftime(${PERIOD_FORMAT[window.period]}, (${column} + ${window.offsetMs}) / 1000, 'unixepoch')`;

/**
 * How many rows have `column` in each period of the window; periods without rows are
 * absent, and so are rows whose `column` is null.
 */
async function countPerPeriod(
  db: Database,
  table: SQLiteTable,
  column: SQLiteColumn,
  window: PeriodWindow,
): Promise<PeriodValue[]> {
  const period = periodOf(column, window);
  const rows = await db
    .select({ period, value: count() })
    .from(table)
    .where(gte(column, window.since))
    .groupBy(period)
    .orderBy(period);
  return rows.map((row) => ({ period: row.period, value: Number(row.value) }));
}

/**
 * Money moved per period by ledger entries whose reference starts with `prefix`:
 * `deposit:` (data/payments.ts, a settled deposit) or `payout-paid:` (data/payouts.ts, a
 * payout marked paid, as a positive amount). The ledger keeps them after paid payout
 * records are purged.
 */
export async function moneyPerPeriod(
  db: Database,
  prefix: (typeof referencePrefix)[keyof typeof referencePrefix],
  window: PeriodWindow,
): Promise<PeriodValue[]> {
  const period = periodOf(ledgerEntries.createdAt, window);
  const rows = await db
    .select({ period, value: sql<number>`abs(sum(${ledgerEntries.amount}))` })
    .from(ledgerEntries)
    .where(
      and(
        gte(ledgerEntries.createdAt, window.since),
        sql`${ledgerEntries.reference} glob ${`${prefix}*`}`,
      ),
    )
    .groupBy(period)
    .orderBy(period);
  return rows.map((row) => ({ period: row.period, value: Number(row.value) }));
}

export const chartSources = {
  newPlayers: (db: Database, window: PeriodWindow) =>
    countPerPeriod(db, players, players.createdAt, window),
  runs: (db: Database, window: PeriodWindow) => countPerPeriod(db, runs, runs.startedAt, window),
  /** `answered_at` stays null on a timeout or a forfeit. */
  answers: (db: Database, window: PeriodWindow) =>
    countPerPeriod(db, attempts, attempts.answeredAt, window),
};

const attention = {
  pendingTickets: sql<number>`(select count(*) from ${tickets} where ${tickets.status} = 'pro')`,
  openPayouts: sql<number>`(select count(*) from ${payoutRequests}
    where ${payoutRequests.status} = 'requested')`,
  pendingRequests: sql<number>`(select count(*) from ${claimRequests}
    where ${claimRequests.status} = 'pending')`,
};

export async function countAttention(db: Database): Promise<AttentionCounts> {
  const [row] = await db.select(attention).from(sql`(select 1)`);
  return {
    pendingTickets: Number(row?.pendingTickets ?? 0),
    openPayouts: Number(row?.openPayouts ?? 0),
    pendingRequests: Number(row?.pendingRequests ?? 0),
  };
}

const ACTIVE_WINDOW_MS = 5 * 60 * 1000;
const ANSWER_WINDOW_MS = 60 * 60 * 1000;

/** How the game is going now, for the dashboard (contract/admin-insights.ts DashboardResponse). */
export type LiveActivity = {
  /** Players who started a run or answered a question in the last five minutes. */
  activePlayers: number;
  /** Answers (right or wrong, not timeouts) in the last hour, and how many were right. */
  answersLastHour: number;
  correctLastHour: number;
  openPayoutsPaise: number;
};

/**
 * Read from D1's indexed times: a run's start and an attempt's answer. A question still
 * open lives only in its player's PlayerRun (decision 008), so a player counts as active
 * from the run they start and each answer they give, not from a question being shown.
 */
export async function readLiveActivity(db: Database, now: number): Promise<LiveActivity> {
  const activeSince = now - ACTIVE_WINDOW_MS;
  const answersSince = now - ANSWER_WINDOW_MS;
  const [row] = await db
    .select({
      activePlayers: sql<number>`(select count(*) from (
        select ${runs.playerId} from ${runs} where ${runs.startedAt} >= ${activeSince}
        union
        select ${attempts.playerId} from ${attempts} where ${attempts.answeredAt} >= ${activeSince}))`,
      answersLastHour: sql<number>`(select count(*) from ${attempts}
        where ${attempts.answeredAt} >= ${answersSince})`,
      correctLastHour: sql<number>`(select count(*) from ${attempts}
        where ${attempts.answeredAt} >= ${answersSince} and ${attempts.outcome} = 'correct')`,
      openPayoutsPaise: sql<number>`(select coalesce(sum(${payoutRequests.amountPaise}), 0)
        from ${payoutRequests} where ${payoutRequests.status} = 'requested')`,
    })
    .from(sql`(select 1)`);
  return {
    activePlayers: Number(row?.activePlayers ?? 0),
    answersLastHour: Number(row?.answersLastHour ?? 0),
    correctLastHour: Number(row?.correctLastHour ?? 0),
    openPayoutsPaise: Number(row?.openPayoutsPaise ?? 0),
  };
}

/** Players who have not deactivated, and questions still served. */
export async function countPlayersAndQuestions(db: Database) {
  const [row] = await db
    .select({
      players: sql<number>`(select count(*) from ${players} where ${ne(players.status, "deactivated")})`,
      questions: sql<number>`(select count(*) from ${questions} where ${questions.retiredAt} is null)`,
    })
    .from(sql`(select 1)`);
  return { players: Number(row?.players ?? 0), questions: Number(row?.questions ?? 0) };
}

export async function readLastCron(db: Database): Promise<{ at: number; purged: number } | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEYS.lastCronRun));
  if (!row) return null;
  const value = JSON.parse(row.value) as { at?: unknown; purged?: unknown };
  return typeof value.at === "number" && typeof value.purged === "number"
    ? { at: value.at, purged: value.purged }
    : null;
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
