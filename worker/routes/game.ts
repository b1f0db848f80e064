import type { Context } from "hono";
import { gameRoutes } from "../../contract/routes/game";
import type { AppEnv } from "../http/app-env";
import { actingAdmin } from "../http/auth";
import { handle, handleWithSession, routerOf } from "../http/route-handlers";
import { sha256Hex } from "../identity/tokens";
import { forgetGameStatus } from "../realtime/game-status";
import { gameRoom } from "../realtime/hubs";

/**
 * The switch's routes ask the game room for the admin session: it remembers the ones it
 * has checked (decision 016), so the switch reaches the sockets without a D1 read, and
 * revoking an admin session tells the one room at once.
 */
const adminAtGameRoom = async (c: Context<AppEnv>, token: string) =>
  gameRoom(c.env).verifyAdmin(await sha256Hex(token), Date.now());

/** The main admin's start/stop switch (SPEC.md section 7). */
export const adminGameRoutes = routerOf([
  handleWithSession(adminAtGameRoom, gameRoutes.adminGameStatus, async (c) =>
    c.json(await gameRoom(c.env).status()),
  ),
  handleWithSession(adminAtGameRoom, gameRoutes.gameSwitch, async (c) => {
    // The room publishes to the hubs before it stores anything, and writes the audit
    // row itself, retrying it until D1 takes it (decision 016).
    await gameRoom(c.env).switchTo(c.req.valid("json"), actingAdmin(c), Date.now());
    forgetGameStatus();
    return c.json({ Status: "OK" });
  }),
]);

/** The same switch, read-only, for players and visitors. */
export const publicGameRoutes = routerOf([
  handle(gameRoutes.gameStatus, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await gameRoom(c.env).status());
  }),
]);
