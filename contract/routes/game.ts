import type * as auth from "../auth";
import type * as game from "../game";
import { defineRoute, json, served } from "../route";
import { schemas } from "./schemas";

/** The main admin's start/stop switch (SPEC.md section 7) and the sockets that carry it. */
export const gameRoutes = {
  /** The switch, read-only, for players and visitors. */
  gameStatus: defineRoute({
    method: "GET",
    path: "/api/game/status",
    caller: "visitor",
    reply: json<game.GameStatus>(),
  }),
  adminGameStatus: defineRoute({
    method: "GET",
    path: "/admin/start/or/no/check",
    caller: "admin",
    reply: json<game.GameStatus>(),
  }),
  gameSwitch: defineRoute({
    method: "POST",
    path: "/admin/start/game/by/click",
    caller: "admin",
    body: schemas.game("gameSwitchBody"),
    reply: json<auth.StatusOk>(),
  }),
  /**
   * Players', and visitors' without a token. Each socket authenticates inside its upgrade
   * (the token is an offered sub-protocol), so no guard stands in front.
   */
  playerSocket: defineRoute({
    method: "GET",
    path: "/api/ws",
    caller: "visitor",
    reply: served("socket"),
  }),
  /** The main admins' socket: the upgrade itself refuses anyone else. */
  adminSocket: defineRoute({
    method: "GET",
    path: "/admin/ws",
    caller: "visitor",
    reply: served("socket"),
  }),
};
