import { queryOptions } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { type ScreenMutationOptions, useRouteMutation } from "../../lib/api/route-mutation";
import { authConfigKey } from "../../lib/api/sign-in";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

const { saveSupportSettings, savePaidPlayRegions } = adminEconomyRoutes;

export const economySettingsQuery = () => routeQuery(adminEconomyRoutes.economySettings);

export const supportSettingsQuery = () => routeQuery(adminEconomyRoutes.supportSettings);

/**
 * Saves the support address; the public config, which tells blocked players where to
 * write, is read again.
 */
export const useSaveSupportSettings = (
  options: ScreenMutationOptions<typeof saveSupportSettings, string>,
) =>
  useRouteMutation(saveSupportSettings, {
    ...options,
    input: (supportEmail: string) => ({ body: { supportEmail } }),
    stores: { key: routeKey(adminEconomyRoutes.supportSettings), value: (stored) => stored },
    refreshes: [authConfigKey()],
    refreshInBackground: true,
  });

export const paidPlayRegionsQuery = () => routeQuery(adminEconomyRoutes.paidPlayRegions);

type PaidPlayRegionsBody = BodyIn<typeof savePaidPlayRegions>;

/** Saves where paid play is off; the public config, which the public terms read, is read again. */
export const useSavePaidPlayRegions = (
  options: ScreenMutationOptions<typeof savePaidPlayRegions, PaidPlayRegionsBody>,
) =>
  useRouteMutation(savePaidPlayRegions, {
    ...options,
    input: (body: PaidPlayRegionsBody) => ({ body }),
    stores: { key: routeKey(adminEconomyRoutes.paidPlayRegions), value: (stored) => stored },
    refreshes: [authConfigKey()],
    refreshInBackground: true,
  });

type SettingsFields = Record<string, unknown>;

export type EconomySettingsBody = BodyIn<typeof adminEconomyRoutes.saveEconomySettings>;

/** Saves `/admin/coins`' settings; the reply is what the server now holds. */
export const useSaveEconomySettings = (
  options: ScreenMutationOptions<typeof adminEconomyRoutes.saveEconomySettings, SettingsFields>,
) =>
  useRouteMutation(adminEconomyRoutes.saveEconomySettings, {
    ...options,
    // The form's spec fields parse each setting as the contract's schema does.
    input: (fields: SettingsFields) => ({ body: fields as EconomySettingsBody }),
  });

/** What a try returns under draft settings: a POST read as a query, keyed by the draft. */
export const economyPreviewQuery = (draft: EconomySettingsBody | null) =>
  queryOptions({
    queryKey: [...routeKey(adminEconomyRoutes.previewEconomy), draft] as const,
    queryFn: ({ signal }) =>
      request(adminEconomyRoutes.previewEconomy, { body: draft as EconomySettingsBody, signal }),
    enabled: draft !== null,
  });
