import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { chooseUiLanguage, isUiLanguage, type UiLanguage } from "../../../contract/ui-language";
import { activateUiLanguage } from "./messages";

const COOKIE = "lang";
/** A visitor's choice outlives the visit: a year, renewed by every switch. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookieLanguage(): string | null {
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === COOKIE) return value ?? null;
  }
  return null;
}

/** The language the app speaks now. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useLingui();
  return isUiLanguage(i18n.locale) ? i18n.locale : "en";
}

/** The app and the page (`<html lang>`, for screen readers, fonts and hyphens) in `language`. */
async function showUiLanguage(language: UiLanguage): Promise<void> {
  await activateUiLanguage(language);
  document.documentElement.lang = language;
}

/**
 * A choice made with the switch: kept in the `lang` cookie, so it holds on the next visit,
 * and in effect at once, without a reload.
 */
export function switchUiLanguage(language: UiLanguage): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  return showUiLanguage(language);
}

/**
 * Puts the app in the language chosen for this person (contract/ui-language.ts) once it is
 * live: the first render is in the painted page's language (web/app/boot.tsx), so hydration
 * adopts the page as it is.
 */
export function FollowUiLanguage() {
  useEffect(() => {
    const chosen = chooseUiLanguage({ cookie: cookieLanguage(), accepted: navigator.languages });
    void showUiLanguage(chosen);
  }, []);
  return null;
}
