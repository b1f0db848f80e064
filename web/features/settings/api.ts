import type { MutationMeta } from "@tanstack/react-query";
import type { PlayerSettings } from "../../../contract/community";
import { settingsRoutes } from "../../../contract/routes/settings";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { routeKey } from "../../lib/api-query";

/**
 * Saves the player's settings; the saved values go straight into the settings read, so
 * Sound and Reduce motion (lib/player-preferences.ts) apply at once.
 */
export const useSavePlayerSettings = (email: string, meta?: MutationMeta) =>
  useRouteMutation(settingsRoutes.savePlayerSettings, {
    meta,
    input: (body: PlayerSettings) => ({ body }),
    stores: {
      key: routeKey(settingsRoutes.playerSettings),
      value: (_, body) => ({ ...body, email }),
    },
  });

/** Everything kept about the player, as the JSON the download saves. */
export const useDataExport = (meta?: MutationMeta) =>
  useRouteMutation(settingsRoutes.playerDataExport, { meta });

/** Ends the account; `forfeit` gives up the money the server said is left. */
export const useDeactivateAccount = (meta?: MutationMeta) =>
  useRouteMutation(settingsRoutes.deactivateAccount, {
    meta,
    input: (forfeit: boolean) => (forfeit ? { body: { forfeit: true } } : {}),
  });
