import { chooseUiLanguage, isUiLanguage } from "../../../contract/ui-language";
import { activateUiLanguage } from "./messages";

/** The cookie the language switch sets, and the app sets to a signed-in player's saved choice. */
export const LANGUAGE_COOKIE = "lang";

/** The `lang` cookie's language, if any. */
export function cookieLanguage(): string | null {
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value ?? null;
  }
  return null;
}

/**
 * Loads the messages the app's first render speaks, and makes them the ones in use. A page
 * the Worker painted is hydrated, so it is that page's language (`paintedLanguage`, its
 * `<html lang>`: the Worker's choice for this reader). The SPA shell is rendered afresh, so
 * it is the reader's own as far as the browser can tell (the cookie, else its languages):
 * a Hindi player opening /start sees no English first.
 */
export function startFirstMessages(paintedLanguage: string | null): Promise<boolean> {
  if (paintedLanguage !== null && isUiLanguage(paintedLanguage)) {
    return activateUiLanguage(paintedLanguage);
  }
  const language = chooseUiLanguage({ cookie: cookieLanguage(), accepted: navigator.languages });
  document.documentElement.lang = language;
  return activateUiLanguage(language);
}
