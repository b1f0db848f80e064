import type { PrizeCatalogueView } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { type CatalogueConfig, CatalogueScreen, nameSpec, stockSpec } from "./admin-catalogue";
import { formatCount, formatCountOf } from "./admin-format";

/** contract/admin.ts prizeFields' bounds. */
const config: CatalogueConfig<PrizeCatalogueView, "name" | "starPrice" | "stock" | "imageUrl"> = {
  title: "Prizes",
  noun: "prize",
  intro: "What players buy with stars into their cart. A checkout is a claim request.",
  listPath: adminPaths.prizeCatalogue,
  entryPath: adminPaths.prizeCatalogueEntry,
  specs: [
    nameSpec,
    { key: "starPrice", label: "Price in stars", kind: "count", min: 1, max: 1_000_000 },
    stockSpec,
    { key: "imageUrl", label: "Image", kind: "image" },
  ],
  details: (prize) => [
    ["Price", formatCountOf(prize.starPrice, "star", "stars")],
    ["Stock", formatCount(prize.stock)],
  ],
};

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen config={config} />;
}
