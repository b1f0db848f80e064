import type { I18n } from "@lingui/core";
import type { PrizeCatalogueView } from "../../../contract/admin-economy";
import { formatCount } from "../../components/admin/admin-format";
import { rupeeText } from "../../lib/money";
import { type CatalogueConfig, CatalogueScreen, nameSpecOf, stockSpecOf } from "./admin-catalogue";
import { prizeCatalogueApi } from "./api";

/** contract/admin-economy.ts prizeFields' bounds. */
const configOf = (
  i18n: I18n,
): CatalogueConfig<
  PrizeCatalogueView,
  "name" | "starPrice" | "costPaise" | "stock" | "imageUrl" | "sizes"
> => ({
  title: i18n._("admin.prizes.title"),
  catalogue: "prize",
  intro: i18n._("admin.prizes.intro"),
  api: prizeCatalogueApi,
  specs: [
    nameSpecOf(i18n),
    {
      key: "starPrice",
      label: i18n._("admin.prizes.starPrice"),
      kind: "count",
      min: 1,
      max: 1_000_000,
    },
    {
      key: "costPaise",
      label: i18n._("admin.prizes.cost"),
      hint: i18n._("admin.prizes.costHint"),
      kind: "rupees",
      min: 0,
      max: 10_000_000,
    },
    stockSpecOf(i18n),
    { key: "imageUrl", label: i18n._("admin.prizes.image"), kind: "image" },
    {
      key: "sizes",
      label: i18n._("admin.prizes.sizes"),
      kind: "list",
      maxItems: 12,
      maxLength: 12,
      hint: i18n._("admin.prizes.sizesHint"),
    },
  ],
  details: (prize) => [
    [
      i18n._("admin.prizes.detail.price"),
      i18n._("admin.prizes.detail.priceValue", {
        count: prize.starPrice,
        shown: formatCount(prize.starPrice),
      }),
    ],
    [
      i18n._("admin.prizes.detail.cost"),
      prize.costPaise === null
        ? i18n._("admin.prizes.detail.costUnset")
        : rupeeText(prize.costPaise),
    ],
    [i18n._("admin.catalogue.stock"), formatCount(prize.stock)],
    [
      i18n._("admin.prizes.sizes"),
      prize.sizes.length > 0 ? prize.sizes.join(", ") : i18n._("admin.prizes.detail.noSizes"),
    ],
  ],
});

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen configOf={configOf} />;
}
