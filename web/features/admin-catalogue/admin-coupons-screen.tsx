import type { CouponCatalogueView } from "../../../contract/admin-economy";
import { formatCount } from "../../components/admin/admin-format";
import { rupeeText } from "../../lib/money";
import { type CatalogueConfig, CatalogueScreen, nameSpec, stockSpec } from "./admin-catalogue";
import { couponCatalogueApi } from "./api";

/** contract/admin-economy.ts couponFields' bounds. */
const config: CatalogueConfig<CouponCatalogueView, "name" | "coinPrice" | "valuePaise" | "stock"> =
  {
    title: "Coupons",
    noun: "coupon",
    intro: "What players buy with coins. A bought coupon is claimed into its value in rupees.",
    api: couponCatalogueApi,
    specs: [
      nameSpec,
      { key: "coinPrice", label: "Price in coins", kind: "count", min: 1, max: 1_000_000 },
      { key: "valuePaise", label: "Value", kind: "rupees", min: 1, max: 10_000_000 },
      stockSpec,
    ],
    details: (coupon) => [
      ["Price", `${formatCount(coupon.coinPrice)} coins`],
      ["Value", rupeeText(coupon.valuePaise)],
      ["Stock", formatCount(coupon.stock)],
    ],
  };

/** /admin/cupon: the coupon catalogue. */
export function AdminCouponsScreen() {
  return <CatalogueScreen config={config} />;
}
