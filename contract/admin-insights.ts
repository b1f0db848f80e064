import { z } from "zod";
import type { BalancesView } from "./account";
import type { GameStatus } from "./game";

/** Insights: balance, charts, the ledger check and the dashboard. */

/** One period with data: `YYYY-MM` or `YYYY-MM-DD` in the run settings' time zone. */
export type SeriesPoint = { period: string; value: number };

export type BalanceResponse = {
  /** Sums over every player's ledger. */
  players: BalancesView;
  contributors: { earnings: number };
  /** The last 30 days, only days with movements, in paise. */
  days: { deposits: SeriesPoint[]; payouts: SeriesPoint[] };
};

export const chartsQuery = z.object({
  period: z.enum(["month", "day"]).optional().default("month"),
});
export type ChartPeriod = z.infer<typeof chartsQuery>["period"];

/** The last 12 months or 30 days; a period without data is absent. Money in paise. */
export type ChartsResponse = {
  period: ChartPeriod;
  /** The first period of the window. */
  from: string;
  series: {
    newPlayers: SeriesPoint[];
    runs: SeriesPoint[];
    answers: SeriesPoint[];
    deposits: SeriesPoint[];
    payouts: SeriesPoint[];
  };
};

type AttentionCounts = {
  pendingTickets: number;
  openPayouts: number;
  pendingRequests: number;
};

export type CheckResponse = {
  /** null when the game room did not answer. */
  game: GameStatus | null;
  /** Sockets connected over all hubs that answered. */
  sockets: number;
  database: "ok" | "down";
  lastCron: { at: number; purged: number } | null;
  counts: (AttentionCounts & { players: number; questions: number }) | null;
};

/**
 * `GET /admin/home`'s figures, as of `at`. `online` counts the people connected now over
 * every hub that answered, not their sockets: players and admins by account, visitors by
 * device (by address when they offered none); `onlineBy` splits them.
 * `activePlayers` are players who started a run or answered a question in the last five
 * minutes; `answersLastHour` counts answers (not timeouts) in the last hour, of which
 * `correctLastHour` were right. Money in paise.
 */
export type DashboardResponse = AttentionCounts & {
  at: number;
  online: number;
  onlineBy: { player: number; visitor: number; admin: number };
  activePlayers: number;
  answersLastHour: number;
  correctLastHour: number;
  /** The total asked by the open payouts. */
  openPayoutsPaise: number;
  game: GameStatus;
};
