import type { ChartPeriod } from "../../contract/admin-insights";
import type { SocketAudience } from "../../contract/realtime";
import { insightRoutes } from "../../contract/routes/admin-insights";
import {
  chartSources,
  countAttention,
  countPlayersAndQuestions,
  databaseAnswers,
  moneyPerPeriod,
  readLastCron,
  readLiveActivity,
  sumLedgerAccounts,
} from "../data/insights";
import { readRunSettings } from "../data/settings";
import type { Database } from "../db/client";
import { referencePrefix } from "../domain/ledger";
import { periodWindow } from "../domain/periods";
import { handle, routerOf } from "../http/route-handlers";
import { allHubs, gameRoom } from "../realtime/hubs";

/** Periods are days and months in the time zone of the daily free try. */
async function windowOf(db: Database, period: ChartPeriod) {
  const { dayTimeZone } = await readRunSettings(db);
  return periodWindow(period, Date.now(), dayTimeZone);
}

/**
 * People online per audience over the hubs that answer; one unreachable hub must not fail
 * the dashboard. An account's sockets are all on one hub, so are an address's visitors;
 * a device seen from two addresses at once may count on two hubs.
 */
async function countOnline(env: Env): Promise<Record<SocketAudience, number>> {
  const counts = await Promise.allSettled(allHubs(env).map((hub) => hub.onlineByAudience()));
  const total = { player: 0, visitor: 0, admin: 0 };
  for (const result of counts) {
    if (result.status !== "fulfilled") continue;
    total.player += result.value.player;
    total.visitor += result.value.visitor;
    total.admin += result.value.admin;
  }
  return total;
}

/** Sockets connected over the hubs that answer, for the check: one down hub counts none. */
async function countSockets(env: Env): Promise<number> {
  const counts = await Promise.allSettled(allHubs(env).map((hub) => hub.connectedCount()));
  return counts.reduce(
    (sum, result) => sum + (result.status === "fulfilled" ? result.value : 0),
    0,
  );
}

/** Platform totals, charts, health and what needs attention. */
export const adminInsightRoutes = routerOf([
  handle(insightRoutes.adminBalance, async (c) => {
    const db = c.var.db;
    const window = await windowOf(db, "day");
    const [totals, deposits, payouts] = await Promise.all([
      sumLedgerAccounts(db),
      moneyPerPeriod(db, referencePrefix.deposit, window),
      moneyPerPeriod(db, referencePrefix.payoutPaid, window),
    ]);
    return c.json({ ...totals, days: { deposits, payouts } });
  }),
  handle(insightRoutes.adminCharts, async (c) => {
    const db = c.var.db;
    const window = await windowOf(db, c.req.valid("query").period);
    const [newPlayers, runs, answers, deposits, payouts] = await Promise.all([
      chartSources.newPlayers(db, window),
      chartSources.runs(db, window),
      chartSources.answers(db, window),
      moneyPerPeriod(db, referencePrefix.deposit, window),
      moneyPerPeriod(db, referencePrefix.payoutPaid, window),
    ]);
    return c.json({
      period: window.period,
      from: window.from,
      series: { newPlayers, runs, answers, deposits, payouts },
    });
  }),
  handle(insightRoutes.adminCheck, async (c) => {
    const db = c.var.db;
    const [game, sockets, database] = await Promise.all([
      gameRoom(c.env)
        .status()
        .catch(() => null),
      countSockets(c.env),
      databaseAnswers(db),
    ]);
    const [lastCron, attention, totals] = database
      ? await Promise.all([readLastCron(db), countAttention(db), countPlayersAndQuestions(db)])
      : [null, null, null];
    return c.json({
      game,
      sockets,
      database: database ? "ok" : "down",
      lastCron,
      counts: attention && totals ? { ...totals, ...attention } : null,
    });
  }),
  handle(insightRoutes.adminDashboard, async (c) => {
    const now = Date.now();
    const [counts, activity, onlineBy, game] = await Promise.all([
      countAttention(c.var.db),
      readLiveActivity(c.var.db, now),
      countOnline(c.env),
      gameRoom(c.env).status(),
    ]);
    return c.json({
      at: now,
      online: onlineBy.player + onlineBy.visitor + onlineBy.admin,
      onlineBy,
      ...activity,
      ...counts,
      game,
    });
  }),
]);
