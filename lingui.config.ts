import { readdirSync } from "node:fs";

/**
 * The player's language (docs/decisions/033): catalogues by area, one PO file per area and
 * language in web/locales/<area>/<language>.po, messages by explicit id in ICU, English the
 * source and every missing message's fallback. An area is a folder: adding one needs no
 * change here. @lingui/vite-plugin compiles a catalogue when it is imported, so no message
 * is parsed in the browser. Kept without Lingui's types: @lingui/conf reads this file as it is.
 */
const areas = readdirSync(new URL("web/locales", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default {
  locales: ["en", "hi"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  catalogs: areas.map((area) => ({
    path: `<rootDir>/web/locales/${area}/{locale}`,
    include: ["<rootDir>/web"],
  })),
  format: "po",
};
