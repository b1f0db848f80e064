import type {
  CouponCatalogueResponse,
  EconomyReport,
  EconomySettings,
  PrizeCatalogueResponse,
  SupportSettings,
} from "../admin-economy";
import type { CreatedResponse } from "../admin-writes";
import type { StatusOk } from "../auth";
import type { PaidPlayRegions } from "../eligibility";
import { defineRoute, json, schemasFrom } from "../route";

const economySchemas = schemasFrom(() => import("../admin-economy"));
const eligibilitySchemas = schemasFrom(() => import("../eligibility"));
const settingsSchemas = schemasFrom(() => import("../economy-settings"));

/**
 * The economy a main admin edits (SPEC.md /admin/coins, /admin/cupon, /admin/prize): the
 * settings, the support address, where paid play is off, and the catalogues.
 */
export const adminEconomyRoutes = {
  economySettings: defineRoute({
    method: "GET",
    path: "/admin/settings/run",
    caller: "admin",
    reply: json<EconomySettings>(),
  }),
  saveEconomySettings: defineRoute({
    method: "PUT",
    path: "/admin/settings/run",
    caller: "admin",
    body: settingsSchemas("economySettingsSchema"),
    reply: json<EconomySettings>(),
  }),
  /** What a bought try returns under draft settings, before they are saved. */
  previewEconomy: defineRoute({
    method: "POST",
    path: "/admin/settings/run/economy",
    caller: "admin",
    body: settingsSchemas("economySettingsSchema"),
    reply: json<EconomyReport>(),
  }),
  supportSettings: defineRoute({
    method: "GET",
    path: "/admin/settings/support",
    caller: "admin",
    reply: json<SupportSettings>(),
  }),
  saveSupportSettings: defineRoute({
    method: "PUT",
    path: "/admin/settings/support",
    caller: "admin",
    body: economySchemas("supportSettingsBody"),
    reply: json<SupportSettings>(),
  }),
  paidPlayRegions: defineRoute({
    method: "GET",
    path: "/admin/settings/paid-play-regions",
    caller: "admin",
    reply: json<PaidPlayRegions>(),
  }),
  savePaidPlayRegions: defineRoute({
    method: "PUT",
    path: "/admin/settings/paid-play-regions",
    caller: "admin",
    body: eligibilitySchemas("paidPlayRegionsBody"),
    reply: json<PaidPlayRegions>(),
  }),
  couponCatalogue: defineRoute({
    method: "GET",
    path: "/admin/catalogue/coupons",
    caller: "admin",
    reply: json<CouponCatalogueResponse>(),
  }),
  createCatalogueCoupon: defineRoute({
    method: "POST",
    path: "/admin/catalogue/coupons",
    caller: "admin",
    body: economySchemas("createCouponBody"),
    reply: json<CreatedResponse>(),
  }),
  editCatalogueCoupon: defineRoute({
    method: "PATCH",
    path: "/admin/catalogue/coupons/:id",
    caller: "admin",
    body: economySchemas("editCouponBody"),
    reply: json<StatusOk>(),
  }),
  prizeCatalogue: defineRoute({
    method: "GET",
    path: "/admin/catalogue/prizes",
    caller: "admin",
    reply: json<PrizeCatalogueResponse>(),
  }),
  createCataloguePrize: defineRoute({
    method: "POST",
    path: "/admin/catalogue/prizes",
    caller: "admin",
    body: economySchemas("createPrizeBody"),
    reply: json<CreatedResponse>(),
  }),
  editCataloguePrize: defineRoute({
    method: "PATCH",
    path: "/admin/catalogue/prizes/:id",
    caller: "admin",
    body: economySchemas("editPrizeBody"),
    reply: json<StatusOk>(),
  }),
};
