import type * as adminEconomy from "../admin-economy";
import type * as adminWrites from "../admin-writes";
import type * as auth from "../auth";
import type * as eligibility from "../eligibility";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The economy a main admin edits (SPEC.md /admin/coins, /admin/cupon, /admin/prize): the
 * settings, the support address, where paid play is off, and the catalogues.
 */
export const adminEconomyRoutes = {
  economySettings: defineRoute({
    method: "GET",
    path: "/admin/settings/run",
    caller: "admin",
    reply: json<adminEconomy.EconomySettings>(),
  }),
  saveEconomySettings: defineRoute({
    method: "PUT",
    path: "/admin/settings/run",
    caller: "admin",
    body: schemas.economySettings("economySettingsSchema"),
    reply: json<adminEconomy.EconomySettings>(),
  }),
  /** What a bought try returns under draft settings, before they are saved. */
  previewEconomy: defineRoute({
    method: "POST",
    path: "/admin/settings/run/economy",
    caller: "admin",
    body: schemas.economySettings("economySettingsSchema"),
    reply: json<adminEconomy.EconomyReport>(),
  }),
  supportSettings: defineRoute({
    method: "GET",
    path: "/admin/settings/support",
    caller: "admin",
    reply: json<adminEconomy.SupportSettings>(),
  }),
  saveSupportSettings: defineRoute({
    method: "PUT",
    path: "/admin/settings/support",
    caller: "admin",
    body: schemas.adminEconomy("supportSettingsBody"),
    reply: json<adminEconomy.SupportSettings>(),
  }),
  paidPlayRegions: defineRoute({
    method: "GET",
    path: "/admin/settings/paid-play-regions",
    caller: "admin",
    reply: json<eligibility.PaidPlayRegions>(),
  }),
  savePaidPlayRegions: defineRoute({
    method: "PUT",
    path: "/admin/settings/paid-play-regions",
    caller: "admin",
    body: schemas.eligibility("paidPlayRegionsBody"),
    reply: json<eligibility.PaidPlayRegions>(),
  }),
  couponCatalogue: defineRoute({
    method: "GET",
    path: "/admin/catalogue/coupons",
    caller: "admin",
    reply: json<adminEconomy.CouponCatalogueResponse>(),
  }),
  createCatalogueCoupon: defineRoute({
    method: "POST",
    path: "/admin/catalogue/coupons",
    caller: "admin",
    body: schemas.adminEconomy("createCouponBody"),
    reply: json<adminWrites.CreatedResponse>(),
  }),
  editCatalogueCoupon: defineRoute({
    method: "PATCH",
    path: "/admin/catalogue/coupons/:id",
    caller: "admin",
    body: schemas.adminEconomy("editCouponBody"),
    reply: json<auth.StatusOk>(),
  }),
  prizeCatalogue: defineRoute({
    method: "GET",
    path: "/admin/catalogue/prizes",
    caller: "admin",
    reply: json<adminEconomy.PrizeCatalogueResponse>(),
  }),
  createCataloguePrize: defineRoute({
    method: "POST",
    path: "/admin/catalogue/prizes",
    caller: "admin",
    body: schemas.adminEconomy("createPrizeBody"),
    reply: json<adminWrites.CreatedResponse>(),
  }),
  editCataloguePrize: defineRoute({
    method: "PATCH",
    path: "/admin/catalogue/prizes/:id",
    caller: "admin",
    body: schemas.adminEconomy("editPrizeBody"),
    reply: json<auth.StatusOk>(),
  }),
};
