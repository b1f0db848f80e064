import { useLingui } from "@lingui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PlayerSettingsResponse } from "../../../contract/community";
import { settingsRoutes } from "../../../contract/routes/settings";
import { chooseUiLanguage, isUiLanguage, type UiLanguage } from "../../../contract/ui-language";
import { useRouteMutation } from "../api/route-mutation";
import { playerSettingsQuery } from "../api/settings";
import { routeKey } from "../api-query";
import { useStoredValue } from "../use-stored-value";
import { cookieLanguage, LANGUAGE_COOKIE } from "./first-language";
import { activateUiLanguage } from "./messages";

/** A visitor's choice outlives the visit: a year, renewed by every switch. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the Worker painted this page in, chosen by the Accept-Language the browser
 * really sent (web/app/boot.tsx hands it over): it stands for the browser's languages, so
 * the app keeps the page's language rather than guess again from `navigator.languages`,
 * which can differ (an emulated or misconfigured browser) and would switch the page under
 * its hydration.
 */
let servedLanguage: UiLanguage | null = null;
export function takeLanguageThePageWasServedIn(language: string) {
  servedLanguage = isUiLanguage(language) ? language : null;
}

/** The language the app speaks now. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useLingui();
  return isUiLanguage(i18n.locale) ? i18n.locale : "en";
}

/** The app and the page (`<html lang>`, for screen readers, fonts and hyphens) in `language`. */
async function showUiLanguage(language: UiLanguage): Promise<void> {
  if (await activateUiLanguage(language)) document.documentElement.lang = language;
}

/**
 * Keeps a choice in the `lang` cookie: it holds on the next visit, and the Worker paints the
 * first screens in it (worker/http/spa-shell.ts), as it cannot read a player's settings.
 */
function rememberUiLanguage(language: UiLanguage) {
  if (cookieLanguage() === language) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** A choice made with the switch: remembered, and in effect at once, without a reload. */
function switchUiLanguage(language: UiLanguage): Promise<void> {
  rememberUiLanguage(language);
  return showUiLanguage(language);
}

/** The signed-in player's settings, from the one read /settings and the preferences share. */
function usePlayerSettings(signedIn: boolean) {
  return useQuery({
    ...playerSettingsQuery(),
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The switch's action: the language at once (and in the cookie), and for a signed-in
 * player saved with their settings, so it follows them to their other devices. A save that
 * fails leaves the switch made on this device; nothing to announce.
 */
export function useSwitchUiLanguage(): (language: UiLanguage) => Promise<void> {
  const signedIn = useStoredValue("ssid") !== null;
  const queryClient = useQueryClient();
  const save = useRouteMutation(settingsRoutes.savePlayerSettings, {
    meta: { failureMessage: () => null },
    input: ({ email: _email, ...body }: PlayerSettingsResponse) => ({ body }),
    stores: { key: routeKey(settingsRoutes.playerSettings), value: (_, settings) => settings },
  });
  return async (language) => {
    await switchUiLanguage(language);
    if (!signedIn) return;
    const settings = await queryClient.fetchQuery({
      ...playerSettingsQuery(),
      staleTime: Number.POSITIVE_INFINITY,
    });
    if (settings.uiLanguage !== language) save.mutate({ ...settings, uiLanguage: language });
  };
}

/**
 * Puts the app in the language chosen for this person (contract/ui-language.ts) once it is
 * live, and again when a signed-in player's saved choice is read: the first render is in
 * the painted page's language (web/app/boot.tsx), so hydration adopts the page as it is.
 */
export function FollowUiLanguage() {
  const signedIn = useStoredValue("ssid") !== null;
  const saved = usePlayerSettings(signedIn).data?.uiLanguage;
  useEffect(() => {
    const savedChoice = signedIn && isUiLanguage(saved) ? saved : null;
    // A saved choice follows the player to this device's painted pages too.
    if (savedChoice) rememberUiLanguage(savedChoice);
    const chosen = chooseUiLanguage({
      saved: savedChoice,
      cookie: cookieLanguage(),
      accepted: servedLanguage ? [servedLanguage] : navigator.languages,
    });
    void showUiLanguage(chosen);
  }, [signedIn, saved]);
  return null;
}
