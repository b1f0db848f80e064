import { lingui } from "@lingui/vite-plugin";

/**
 * Compiles a message catalogue (web/locales, lingui.config.ts) as it is imported, in the
 * app's build, its server render and the web tests alike: a message missing from a language
 * or not valid ICU fails there, not on a player's screen.
 */
export const messageCatalogues = () => lingui({ failOnMissing: true, failOnCompileError: true });
