import type { PrizeCatalogueView } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { type CatalogueConfig, CatalogueScreen } from "./admin-catalogue";
import { formatCount } from "./admin-format";

/** contract/admin.ts prizeFields' bounds. */
const config: CatalogueConfig<PrizeCatalogueView, "name" | "starPrice" | "stock" | "imageUrl"> = {
  title: "Prizes",
  noun: "prize",
  intro: "What players buy with stars into their cart. A checkout is a claim request.",
  listPath: adminPaths.prizeCatalogue,
  entryPath: adminPaths.prizeCatalogueEntry,
  specs: [
    { key: "name", label: "Name", kind: "text", maxLength: 120 },
    { key: "starPrice", label: "Price in stars", kind: "count", min: 1, max: 1_000_000 },
    { key: "stock", label: "Stock", kind: "count", min: 0, max: 1_000_000 },
    { key: "imageUrl", label: "Image URL", kind: "url" },
  ],
  details: (prize) => [
    ["Price", `${formatCount(prize.starPrice)} ${prize.starPrice === 1 ? "star" : "stars"}`],
    ["Stock", formatCount(prize.stock)],
  ],
};

/** /admin/prize: the prize catalogue. */
export function AdminPrizesScreen() {
  return <CatalogueScreen config={config} />;
}
