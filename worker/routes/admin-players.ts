import { PLAYER_SEARCH_LIMIT } from "../../contract/admin-people";
import { adminPeopleRoutes } from "../../contract/routes/admin-people";
import { searchPlayers, setPlayerBlocked } from "../data/people/player-admin";
import { actingAdmin } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { playerAdminView } from "./views/player-support";

/** Finding and blocking players (the /admin/players screen). */
export const adminPlayerRoutes = routerOf([
  handle(adminPeopleRoutes.adminPlayers, async (c) => {
    const rows = await searchPlayers(
      c.var.db,
      c.req.valid("query").q || undefined,
      PLAYER_SEARCH_LIMIT,
    );
    return c.json({ data: rows.map(playerAdminView) });
  }),
  handle(adminPeopleRoutes.setPlayerBlocked, idParam, async (c) => {
    const result = await setPlayerBlocked(
      c.var.db,
      c.req.valid("param").id,
      c.req.valid("json").blocked,
      actingAdmin(c),
      Date.now(),
    );
    if (result === "missing") throw notFound("No such player");
    if (result === "deactivated") throw conflict("A deactivated account cannot be changed");
    return c.json({ Status: "OK" });
  }),
]);
