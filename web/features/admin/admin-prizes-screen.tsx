import type { PrizeCatalogueView } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { rupeeText } from "../../lib/money";
import { type CatalogueConfig, CatalogueScreen, nameSpec, stockSpec } from "./admin-catalogue";
import { formatCount, formatCountOf } from "./admin-format";

/** contract/admin.ts prizeFields' bounds. */
const config: CatalogueConfig<
  PrizeCatalogueView,
  "name" | "starPrice" | "costPaise" | "stock" | "imageUrl"
> = {
  title: "Prizes",
  noun: "prize",
  intro:
    "What players buy with stars into their cart. A checkout is a claim request. What a prize costs us sets what a star is worth on the coins screen's figures.",
  listPath: adminPaths.prizeCatalogue,
  entryPath: adminPaths.prizeCatalogueEntry,
  specs: [
    nameSpec,
    { key: "starPrice", label: "Price in stars", kind: "count", min: 1, max: 1_000_000 },
    {
      key: "costPaise",
      label: "What one costs us",
      hint: "Buying and sending one; players never see it",
      kind: "rupees",
      min: 0,
      max: 10_000_000,
    },
    stockSpec,
    { key: "imageUrl", label: "Image", kind: "image" },
  ],
  details: (prize) => [
    ["Price", formatCountOf(prize.starPrice, "star", "stars")],
    ["Costs us", prize.costPaise === null ? "Not set" : rupeeText(prize.costPaise)],
    ["Stock", formatCount(prize.stock)],
  ],
};

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen config={config} />;
}
