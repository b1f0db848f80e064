import { Hono } from "hono";
import { z } from "zod";
import { apiPaths } from "../../contract/api-paths";
import { readRunSummary } from "../data/play/run-summary";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import { runSummaryView } from "./views/run-summary";

/**
 * The run summary (issue 13): one of the player's own runs as D1 recorded it, so the
 * screen survives a reload. It names no answer the player did not already see closed.
 */
export const runSummaryRoutes = new Hono<AppEnv>().get(
  apiPaths.runSummary.pattern,
  requireRole("player"),
  validate("param", z.object({ runId: z.string().min(1).max(64) })),
  async (c) => {
    const recorded = await readRunSummary(
      c.var.db,
      c.req.valid("param").runId,
      c.get("session").subjectId,
    );
    if (!recorded) throw notFound("No such run in your games");
    return c.json(runSummaryView(recorded));
  },
);
