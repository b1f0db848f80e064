/**
 * The languages the app's own words are written in, kept apart from the languages of the
 * question bank (a player may read the app in Hindi and answer questions in English).
 * English is the source of every message and the fallback.
 */
export const uiLanguages = ["en", "hi"] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = "en";

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (uiLanguages as readonly string[]).includes(value);
}

/** "hi-IN" and "HI" are Hindi: a tag's primary subtag, if it is one of ours. */
function uiLanguageOfTag(tag: string): UiLanguage | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isUiLanguage(primary) ? primary : null;
}

/**
 * The language a person reads the app in, in this order: the choice a player saved, else
 * the `lang` cookie a visitor set with the switch, else the first of the browser's
 * languages (Accept-Language, in preference order) that we have, else English.
 */
export function chooseUiLanguage(choices: {
  saved?: string | null;
  cookie?: string | null;
  accepted?: readonly string[];
}): UiLanguage {
  if (isUiLanguage(choices.saved)) return choices.saved;
  if (isUiLanguage(choices.cookie)) return choices.cookie;
  for (const tag of choices.accepted ?? []) {
    const found = uiLanguageOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_UI_LANGUAGE;
}
