import { i18n, type Messages } from "@lingui/core";
import type { UiLanguage } from "../../../contract/ui-language";

/**
 * The one message catalogue instance (docs/decisions/033). Each language's catalogue,
 * English included, is a chunk of its own, fetched the first time that language is used:
 * no player downloads the words of a language they do not read.
 */
export { i18n };

const catalogues: Record<UiLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en.po"),
  hi: () => import("../../locales/hi.po"),
};

const loaded = new Set<UiLanguage>();
/** The language asked for last: a slower load asked for before it must not win. */
let latest: UiLanguage | null = null;

/**
 * Loads a language's messages once, then makes it the one every message is read in, unless
 * another language was asked for meanwhile. Resolves to whether it did.
 */
export async function activateUiLanguage(language: UiLanguage): Promise<boolean> {
  latest = language;
  if (!loaded.has(language)) {
    i18n.load(language, (await catalogues[language]()).messages);
    loaded.add(language);
  }
  if (latest !== language) return false;
  i18n.activate(language);
  return true;
}
