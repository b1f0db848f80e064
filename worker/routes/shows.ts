import type { Context } from "hono";
import { showRoutes as routes } from "../../contract/routes/shows";
import type { ShowStateResponse } from "../../contract/shows";
import { entrantCount, joinedShowIds, recordEntrant } from "../data/shows/entrants";
import {
  cancelShow,
  createShow,
  listShows,
  type ShowRow,
  showById,
  showQuestions,
} from "../data/shows/shows";
import type { ShowAnswerRefusal, ShowJoinRefusal } from "../domain/show-play";
import { phaseAt } from "../domain/show-timeline";
import { playerTally, showRoom } from "../durable/show-places";
import type { HostFigures } from "../durable/show-room";
import type { AppEnv } from "../http/app-env";
import { sessionIfAny } from "../http/auth";
import { HttpError, notFound } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { logEvent } from "../http/log";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { paiseOf } from "./views/money";
import { adminShowResponse, adminShowView, showView } from "./views/shows";

const noSuchShow = () => notFound("No such show");

const refusals: Record<ShowJoinRefusal | ShowAnswerRefusal, HttpError> = {
  show_started: new HttpError(409, "show_started", "The show has started: joining is closed"),
  show_cancelled: new HttpError(409, "show_cancelled", "The show was cancelled"),
  not_joined: new HttpError(403, "not_joined", "Join the show before it starts to play"),
  eliminated: new HttpError(403, "eliminated", "You are out of this show: watch on to the end"),
  already_answered: new HttpError(409, "already_answered", "You already answered this question"),
  window_closed: new HttpError(409, "window_closed", "This question is not open for answers"),
};

function refused(refusal: ShowJoinRefusal | ShowAnswerRefusal | "not_found"): never {
  throw refusal === "not_found" ? noSuchShow() : refusals[refusal];
}

const createRefusals = {
  not_enough_questions: new HttpError(
    409,
    "not_enough_questions",
    "The bank has too few questions free in that language for this show",
  ),
  question_unavailable: new HttpError(
    409,
    "question_unavailable",
    "A chosen question is not live in that language, or another show holds it",
  ),
  language_unknown: new HttpError(400, "language_unknown", "No such language"),
} as const;

/** The host's counts of a show in the list: only a running show's object is asked. */
async function listedFigures(c: Context<AppEnv>, row: ShowRow, now: number) {
  const joinedCount = await entrantCount(c.var.db, row.id);
  const status = phaseAt(row, now).status;
  if (status === "live") {
    const figures = await showRoom(c.env, row.id).host(row.id, now);
    return { joinedCount, survivors: figures?.survivors ?? joinedCount };
  }
  if (status === "ended") return { joinedCount, survivors: row.winnersCount };
  return { joinedCount, survivors: status === "cancelled" ? 0 : joinedCount };
}

/**
 * Live shows (decision 032). The show's own object (`ShowRoom`) runs its timeline; the
 * player's tally shard (`ShowTally`) judges the player's join and answers; D1 holds the
 * schedule, the entrants for the lists, and the money. Answers and state go to the
 * player's shard alone, so the answer path never waits on D1 or on the show's object.
 */
export const liveShowRoutes = routerOf([
  handle(routes.shows, async (c) => {
    const now = Date.now();
    const [rows, session] = await Promise.all([
      listShows(c.var.db, now),
      sessionIfAny(c, "player"),
    ]);
    const joined = session
      ? await joinedShowIds(
          c.var.db,
          session.subjectId,
          rows.map((row) => row.id),
        )
      : new Set<string>();
    return c.json({ data: rows.map((row) => showView(row, now, joined.has(row.id))) });
  }),
  handle(routes.joinShow, idParam, async (c) => {
    const showId = c.req.valid("param").id;
    const playerId = c.get("session").subjectId;
    const now = Date.now();
    const row = await showById(c.var.db, showId);
    const shard = row && (await playerTally(c.env, showId, playerId));
    if (!shard) throw noSuchShow();
    const reply = await shard.tally.join(shard.place, playerId, now);
    if ("refused" in reply) refused(reply.refused);
    await recordEntrant(c.var.db, showId, playerId, now);
    return c.json({ joined: true as const });
  }),
  handle(routes.showState, idParam, async (c) => {
    const showId = c.req.valid("param").id;
    const playerId = c.get("session").subjectId;
    const shard = await playerTally(c.env, showId, playerId);
    // RPC's types widen the tuples (options, counts) to arrays; the shard built the contract's.
    const state = shard
      ? ((await shard.tally.state(shard.place, playerId, Date.now())) as ShowStateResponse | null)
      : null;
    if (!state) throw noSuchShow();
    return c.json(state);
  }),
  handle(routes.showAnswer, idParam, async (c) => {
    const showId = c.req.valid("param").id;
    const { index, choice } = c.req.valid("json");
    const playerId = c.get("session").subjectId;
    const shard = await playerTally(c.env, showId, playerId);
    if (!shard) throw noSuchShow();
    const reply = await shard.tally.answer(shard.place, playerId, index, choice, Date.now());
    if ("refused" in reply) refused(reply.refused);
    return c.json({ accepted: true as const, receipt: reply.receipt }, 202);
  }),
  handle(routes.adminShows, async (c) => {
    const now = Date.now();
    const rows = (await listShows(c.var.db, now)).sort((a, b) => b.startsAt - a.startsAt);
    const data = await Promise.all(
      rows.map(async (row) => adminShowView(row, now, await listedFigures(c, row, now))),
    );
    return c.json({ data });
  }),
  handle(routes.createShow, async (c) => {
    const body = c.req.valid("json");
    const showId = await newRowIdOf(c);
    // Made by this same keyed request before its reply was lost: scheduled again, answered,
    // even when the retry comes after the start time it asked for.
    if (await showById(c.var.db, showId)) {
      await scheduleRoom(c, showId);
      return c.json({ id: showId }, 201);
    }
    const now = Date.now();
    if (body.startsAt <= now) {
      throw new HttpError(400, "bad_request", "Choose a start time in the future", [
        { path: "startsAt", message: "Choose a start time in the future" },
      ]);
    }
    const created = await createShow(
      c.var.db,
      {
        id: showId,
        title: body.title,
        startsAt: body.startsAt,
        language: body.language,
        secondsPerQuestion: body.secondsPerQuestion,
        prizePoolPaise: paiseOf(body.prizePoolRupee),
        questionCount: body.questionCount,
        questionIds: body.questionIds,
        adminId: c.get("session").subjectId,
      },
      now,
    );
    if ("error" in created) throw createRefusals[created.error];
    await scheduleRoom(c, created.id);
    return c.json({ id: created.id }, 201);
  }),
  handle(routes.adminShow, idParam, async (c) => {
    const showId = c.req.valid("param").id;
    const now = Date.now();
    const row = await showById(c.var.db, showId);
    if (!row) throw noSuchShow();
    const figures = (await showRoom(c.env, showId).host(showId, now)) as HostFigures | null;
    if (!figures) throw noSuchShow();
    return c.json(adminShowResponse(row, now, figures));
  }),
  handle(routes.cancelShow, idParam, async (c) => {
    const showId = c.req.valid("param").id;
    const outcome = await cancelShow(c.var.db, showId, c.get("session").subjectId, Date.now());
    if (outcome === "not_found") throw noSuchShow();
    if (outcome === "already_over") {
      throw new HttpError(409, "show_over", "The show has ended: there is nothing to cancel");
    }
    await showRoom(c.env, showId).cancel(showId);
    return c.json({ Status: "OK" as const });
  }),
]);

/**
 * Hands the new show to its object. The show is in D1 already, so a failure here is
 * logged and not refused: the object reads the show from D1 on its first call, and the
 * hourly sweep wakes one nobody called.
 */
async function scheduleRoom(c: Context<AppEnv>, showId: string) {
  try {
    const [row, questions] = await Promise.all([
      showById(c.var.db, showId),
      showQuestions(c.var.db, showId),
    ]);
    if (row) await showRoom(c.env, showId).schedule(row, questions);
  } catch (error) {
    logEvent(c, "warn", "show_schedule_failed", {
      showId,
      detail: error instanceof Error ? error.message.split("\n")[0] : "unknown",
    });
  }
}
