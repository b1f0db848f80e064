import { Hono } from "hono";
import { z } from "zod";
import {
  PLAYER_SEARCH_LIMIT,
  type PlayerAdminView,
  type PlayersResponse,
  playersQuery,
  setPlayerBlockedBody,
} from "../../contract/admin";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { searchPlayers, setPlayerBlocked } from "../data/people/player-admin";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { validate } from "../http/validate";

const admin = requireRole("admin");

/** Finding and blocking players. */
export const adminPlayerRoutes = new Hono<AppEnv>()
  .get(adminPaths.players, admin, validate("query", playersQuery), async (c) => {
    const rows = await searchPlayers(
      c.var.db,
      c.req.valid("query").q || undefined,
      PLAYER_SEARCH_LIMIT,
    );
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email ?? "",
        username: row.username,
        status: row.status as PlayerAdminView["status"],
        createdAt: row.createdAt,
      })),
    } satisfies PlayersResponse);
  })
  .patch(
    adminPaths.player.pattern,
    admin,
    validate("param", z.object({ id: z.string().min(1).max(64) })),
    validate("json", setPlayerBlockedBody),
    async (c) => {
      const result = await setPlayerBlocked(
        c.var.db,
        c.req.valid("param").id,
        c.req.valid("json").blocked,
        Date.now(),
      );
      if (result === "missing") throw notFound("No such player");
      if (result === "deactivated") throw conflict("A deactivated account cannot be changed");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
