/**
 * The player's language (docs/decisions/033): one catalogue per language in web/locales,
 * messages by explicit id in ICU, English the source and every missing message's fallback.
 * @lingui/vite-plugin compiles a catalogue when it is imported, so no message is parsed in
 * the browser. Kept without Lingui's types: @lingui/conf reads this file as it is.
 */
export default {
  locales: ["en", "hi"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/web/locales/{locale}", include: ["<rootDir>/web"] }],
  format: "po",
};
