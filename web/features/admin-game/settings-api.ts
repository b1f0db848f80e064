import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { BodyIn, ReplyOf } from "../../../contract/route";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { authConfigKey } from "../../lib/api/sign-in";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

type Options<Reply, Variables> = Omit<UseMutationOptions<Reply, Error, Variables>, "mutationFn">;

export const economySettingsQuery = () => routeQuery(adminEconomyRoutes.economySettings);

export const supportSettingsQuery = () => routeQuery(adminEconomyRoutes.supportSettings);

/**
 * Saves the support address; the public config, which tells blocked players where to
 * write, is read again.
 */
export function useSaveSupportSettings(
  options: Options<ReplyOf<typeof adminEconomyRoutes.saveSupportSettings>, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (supportEmail: string) =>
      request(adminEconomyRoutes.saveSupportSettings, { body: { supportEmail } }),
    onSuccess: async (stored, ...rest) => {
      await options.onSuccess?.(stored, ...rest);
      queryClient.setQueryData(routeKey(adminEconomyRoutes.supportSettings), stored);
      void queryClient.invalidateQueries({ queryKey: authConfigKey() });
    },
  });
}

export const paidPlayRegionsQuery = () => routeQuery(adminEconomyRoutes.paidPlayRegions);

type PaidPlayRegionsBody = BodyIn<typeof adminEconomyRoutes.savePaidPlayRegions>;

/** Saves where paid play is off; the public config, which the public terms read, is read again. */
export function useSavePaidPlayRegions(
  options: Options<ReplyOf<typeof adminEconomyRoutes.savePaidPlayRegions>, PaidPlayRegionsBody>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: PaidPlayRegionsBody) =>
      request(adminEconomyRoutes.savePaidPlayRegions, { body }),
    onSuccess: async (stored, ...rest) => {
      await options.onSuccess?.(stored, ...rest);
      queryClient.setQueryData(routeKey(adminEconomyRoutes.paidPlayRegions), stored);
      void queryClient.invalidateQueries({ queryKey: authConfigKey() });
    },
  });
}

export type EconomySettingsBody = BodyIn<typeof adminEconomyRoutes.saveEconomySettings>;

/** Saves `/admin/coins`' settings; the reply is what the server now holds. */
export const sendEconomySettings = (body: EconomySettingsBody) =>
  request(adminEconomyRoutes.saveEconomySettings, { body });

/** What a try returns under draft settings: a POST read as a query, keyed by the draft. */
export const economyPreviewQuery = (draft: EconomySettingsBody | null) =>
  queryOptions({
    queryKey: [...routeKey(adminEconomyRoutes.previewEconomy), draft] as const,
    queryFn: ({ signal }) =>
      request(adminEconomyRoutes.previewEconomy, { body: draft as EconomySettingsBody, signal }),
    enabled: draft !== null,
  });
