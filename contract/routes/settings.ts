import type { StatusOk } from "../auth";
import type { LanguagesResponse, PlayerSettingsResponse } from "../community";
import { defineRoute, json, schemasFrom } from "../route";

const communitySchemas = schemasFrom(() => import("../community"));
const accountSchemas = schemasFrom(() => import("../account"));

/** A player's settings, the languages they may choose, their data and deactivation. */
export const settingsRoutes = {
  /** Only the playable languages: enabled, with a run's worth of questions (decision 025). */
  playableLanguages: defineRoute({
    method: "GET",
    path: "/api/languages",
    caller: "visitor",
    reply: json<LanguagesResponse>(),
  }),
  playerSettings: defineRoute({
    method: "GET",
    path: "/api/settings",
    caller: "player",
    reply: json<PlayerSettingsResponse>(),
  }),
  savePlayerSettings: defineRoute({
    method: "PUT",
    path: "/api/settings",
    caller: "player",
    body: communitySchemas("playerSettingsBody"),
    reply: json<StatusOk>(),
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
    body: accountSchemas("deactivateBody"),
    endsSession: true,
    reply: json<StatusOk>(),
  }),
};
