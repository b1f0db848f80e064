import type * as auth from "../auth";
import type * as community from "../community";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/** A player's settings, the languages they may choose, their data and deactivation. */
export const settingsRoutes = {
  /** Only the playable languages: enabled, with a run's worth of questions (decision 025). */
  playableLanguages: defineRoute({
    method: "GET",
    path: "/api/languages",
    caller: "visitor",
    reply: json<community.LanguagesResponse>(),
  }),
  playerSettings: defineRoute({
    method: "GET",
    path: "/api/settings",
    caller: "player",
    reply: json<community.PlayerSettingsResponse>(),
  }),
  savePlayerSettings: defineRoute({
    method: "PUT",
    path: "/api/settings",
    caller: "player",
    body: schemas.community("playerSettingsBody"),
    reply: json<auth.StatusOk>(),
  }),
  /** Everything kept about the player, as one JSON download. */
  playerDataExport: defineRoute({
    method: "GET",
    path: "/api/data/export",
    caller: "player",
    reply: json<Record<string, unknown>>(),
  }),
  /**
   * Refused (409) while money is left unless `{ forfeit: true }`, and while a deposit may
   * still be paid (decision 023).
   */
  deactivateAccount: defineRoute({
    method: "POST",
    path: "/api/account/deactivate",
    caller: "player",
    body: schemas.account("deactivateBody"),
    endsSession: true,
    reply: json<auth.StatusOk>(),
  }),
};
