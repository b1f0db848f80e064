import type { PrizeCatalogueView } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { type CatalogueConfig, CatalogueScreen, nameSpec, stockSpec } from "./admin-catalogue";
import { formatCount, formatCountOf } from "./admin-format";

/** contract/admin.ts prizeFields' bounds. */
const config: CatalogueConfig<
  PrizeCatalogueView,
  "name" | "starPrice" | "stock" | "imageUrl" | "sizes"
> = {
  title: "Prizes",
  noun: "prize",
  intro:
    "What players buy with stars into their cart. A checkout is a claim request with where to deliver it, and the size for a prize that has sizes.",
  listPath: adminPaths.prizeCatalogue,
  entryPath: adminPaths.prizeCatalogueEntry,
  specs: [
    nameSpec,
    { key: "starPrice", label: "Price in stars", kind: "count", min: 1, max: 1_000_000 },
    stockSpec,
    { key: "imageUrl", label: "Image URL", kind: "url" },
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
    ["Stock", formatCount(prize.stock)],
    ["Sizes", prize.sizes.length > 0 ? prize.sizes.join(", ") : "None"],
  ],
};

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen config={config} />;
}
