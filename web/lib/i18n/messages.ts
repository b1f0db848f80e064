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

/** Loads a language's messages once, then makes it the one every message is read in. */
export async function activateUiLanguage(language: UiLanguage): Promise<void> {
  if (!loaded.has(language)) {
    i18n.load(language, (await catalogues[language]()).messages);
    loaded.add(language);
  }
  i18n.activate(language);
}
