import { Hono } from "hono";
import {
  PLAYER_SEARCH_LIMIT,
  type PlayersResponse,
  playersQuery,
  setPlayerBlockedBody,
} from "../../contract/admin-people";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { searchPlayers, setPlayerBlocked } from "../data/people/player-admin";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { screenOnNavigation } from "../http/screen-navigation";
import { validate } from "../http/validate";
import { playerAdminView } from "./views/player-support";

/** Finding and blocking players (the /admin/players screen). */
export const adminPlayerRoutes = new Hono<AppEnv>()
  .get(
    adminPaths.players,
    screenOnNavigation,
    adminOnly,
    validate("query", playersQuery),
    async (c) => {
      const rows = await searchPlayers(
        c.var.db,
        c.req.valid("query").q || undefined,
        PLAYER_SEARCH_LIMIT,
      );
      return c.json({ data: rows.map(playerAdminView) } satisfies PlayersResponse);
    },
  )
  .patch(
    adminPaths.player.pattern,
    adminOnly,
    idParam,
    validate("json", setPlayerBlockedBody),
    async (c) => {
      const result = await setPlayerBlocked(
        c.var.db,
        c.req.valid("param").id,
        c.req.valid("json").blocked,
        actingAdmin(c),
        Date.now(),
      );
      if (result === "missing") throw notFound("No such player");
      if (result === "deactivated") throw conflict("A deactivated account cannot be changed");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
