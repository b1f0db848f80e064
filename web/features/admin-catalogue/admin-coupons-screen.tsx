import type { I18n } from "@lingui/core";
import type { CouponCatalogueView } from "../../../contract/admin-economy";
import { formatCount } from "../../components/admin/admin-format";
import { rupeeText } from "../../lib/money";
import { type CatalogueConfig, CatalogueScreen, nameSpecOf, stockSpecOf } from "./admin-catalogue";
import { couponCatalogueApi } from "./api";

/** contract/admin-economy.ts couponFields' bounds. */
const configOf = (
  i18n: I18n,
): CatalogueConfig<CouponCatalogueView, "name" | "coinPrice" | "valuePaise" | "stock"> => ({
  title: i18n._("admin.coupons.title"),
  catalogue: "coupon",
  intro: i18n._("admin.coupons.intro"),
  api: couponCatalogueApi,
  specs: [
    nameSpecOf(i18n),
    {
      key: "coinPrice",
      label: i18n._("admin.coupons.coinPrice"),
      kind: "count",
      min: 1,
      max: 1_000_000,
    },
    {
      key: "valuePaise",
      label: i18n._("admin.coupons.value"),
      kind: "rupees",
      min: 1,
      max: 10_000_000,
    },
    stockSpecOf(i18n),
  ],
  details: (coupon) => [
    [
      i18n._("admin.coupons.detail.price"),
      i18n._("admin.coupons.detail.priceValue", {
        count: coupon.coinPrice,
        shown: formatCount(coupon.coinPrice),
      }),
    ],
    [i18n._("admin.coupons.value"), rupeeText(coupon.valuePaise)],
    [i18n._("admin.catalogue.stock"), formatCount(coupon.stock)],
  ],
});

/** /admin/cupon: the coupon catalogue. */
export function AdminCouponsScreen() {
  return <CatalogueScreen configOf={configOf} />;
}
