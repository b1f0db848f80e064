import { RUNS_PAGE_SIZE } from "../../contract/play";
import { runRoutes } from "../../contract/routes/play";
import { listRunsOfPlayer } from "../data/play/run-list";
import { readRunSummary } from "../data/play/run-summary";
import { notFound } from "../http/errors";
import { pathIdParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { onePage } from "./views/paging";
import { runListItemView, runSummaryView } from "./views/run-summary";

/**
 * The player's runs: the list of their own (`/runs`, newest first, a page at a time) and
 * one run's summary, as D1 recorded them, so they survive a reload and the
 * end of the game. The summary names no answer the player did not already see closed.
 */
export const runSummaryRoutes = routerOf([
  handle(runRoutes.runs, async (c) => {
    const playerId = c.get("session").subjectId;
    const { rows, paging } = await onePage(c.req.valid("query").page, RUNS_PAGE_SIZE, (window) =>
      listRunsOfPlayer(c.var.db, playerId, window),
    );
    return c.json({ runs: rows.map(runListItemView), ...paging });
  }),
  handle(runRoutes.runSummary, pathIdParam("runId"), async (c) => {
    const recorded = await readRunSummary(
      c.var.db,
      c.req.valid("param").runId,
      c.get("session").subjectId,
    );
    if (!recorded) throw notFound("No such run in your games");
    return c.json(runSummaryView(recorded));
  }),
]);
