import type { PrizeCatalogueView } from "../../../contract/admin-economy";
import { formatCount, formatCountOf } from "../../components/admin/admin-format";
import { rupeeText } from "../../lib/money";
import { type CatalogueConfig, CatalogueScreen, nameSpec, stockSpec } from "./admin-catalogue";
import { prizeCatalogueApi } from "./api";

/** contract/admin-economy.ts prizeFields' bounds. */
const config: CatalogueConfig<
  PrizeCatalogueView,
  "name" | "starPrice" | "costPaise" | "stock" | "imageUrl" | "sizes"
> = {
  title: "Prizes",
  noun: "prize",
  intro:
    "What players buy with stars into their cart. A checkout is a claim request with where to deliver it, and the size for a prize that has sizes. What a prize costs us sets what a star is worth on the coins screen's figures.",
  api: prizeCatalogueApi,
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
    {
      key: "sizes",
      label: "Sizes",
      kind: "list",
      maxItems: 12,
      maxLength: 12,
      hint: "Optional: the sizes a player picks from, separated by commas, e.g. S, M, L, XL. Leave empty for a prize without sizes.",
    },
  ],
  details: (prize) => [
    ["Price", formatCountOf(prize.starPrice, "star", "stars")],
    ["Costs us", prize.costPaise === null ? "Not set" : rupeeText(prize.costPaise)],
    ["Stock", formatCount(prize.stock)],
    ["Sizes", prize.sizes.length > 0 ? prize.sizes.join(", ") : "None"],
  ],
};

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen config={config} />;
}
