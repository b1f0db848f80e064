import { settingsRoutes } from "../../../contract/routes/settings";
import { routeQuery } from "../api-query";

/**
 * The signed-in player's settings. The preferences (lib/player-preferences.ts) and
 * /settings read this one entry, so a save shows at once wherever it is read.
 */
export const playerSettingsQuery = () => routeQuery(settingsRoutes.playerSettings);

/** The languages a player may choose: enabled, with a run's worth of questions. */
export const playableLanguagesQuery = () => routeQuery(settingsRoutes.playableLanguages);
