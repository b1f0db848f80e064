import { Hono } from "hono";
import { adminPaths, apiPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { type GameStatus, gameSwitchBody } from "../../contract/game";
import { auditStatement } from "../data/audit";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, requireRole } from "../http/auth";
import { validate } from "../http/validate";
import { forgetGameStatus } from "../realtime/game-status";
import { gameRoom } from "../realtime/hubs";

/** The audit log's view of the switch: on or off, why, and until when. */
const switchState = ({ Status, text, resumeAt }: GameStatus) => ({
  status: Status,
  text,
  resumeAt,
});

/** The main admin's start/stop switch (SPEC.md section 7). */
export const adminGameRoutes = new Hono<AppEnv>()
  .get(adminPaths.gameStatus, requireRole("admin"), async (c) =>
    c.json(await gameRoom(c.env).status()),
  )
  .post(
    adminPaths.gameSwitch,
    requireRole("admin"),
    validate("json", gameSwitchBody),
    async (c) => {
      const now = Date.now();
      const { before, after } = await gameRoom(c.env).switchTo(c.req.valid("json"), now);
      forgetGameStatus();
      // The switch lives in the GameRoom object, not D1, so no batch holds both: the row
      // is written right after the switch succeeds (decision 011).
      await auditStatement(
        c.var.db,
        {
          actor: actingAdmin(c),
          action: "game-switch",
          subject: { kind: "game", id: null },
          summary:
            after.Status === "on" ? "Started the game" : `Stopped the game for ${after.text}`,
          before: switchState(before),
          after: switchState(after),
        },
        now,
      );
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );

/** The same switch, read-only, for players and visitors. */
export const publicGameRoutes = new Hono<AppEnv>().get(apiPaths.gameStatus, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await gameRoom(c.env).status());
});
