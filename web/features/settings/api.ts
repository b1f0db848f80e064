import { type MutationMeta, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlayerSettings } from "../../../contract/community";
import { settingsRoutes } from "../../../contract/routes/settings";
import { request } from "../../lib/api-client";
import { routeKey } from "../../lib/api-query";

/**
 * Saves the player's settings; the saved values go straight into the settings read, so
 * Sound and Reduce motion (lib/player-preferences.ts) apply at once.
 */
export function useSavePlayerSettings(email: string, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: PlayerSettings) => request(settingsRoutes.savePlayerSettings, { body }),
    onSuccess: (_, body) =>
      queryClient.setQueryData(routeKey(settingsRoutes.playerSettings), { ...body, email }),
  });
}

/** Everything kept about the player, as the JSON the download saves. */
export function useDataExport(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: () => request(settingsRoutes.playerDataExport) });
}

/** Ends the account; `forfeit` gives up the money the server said is left. */
export function useDeactivateAccount(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (forfeit: boolean) =>
      request(settingsRoutes.deactivateAccount, forfeit ? { body: { forfeit: true } } : {}),
  });
}
