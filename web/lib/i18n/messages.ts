import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from "../../../contract/ui-language";

/**
 * The one message catalogue instance (docs/decisions/033). Messages are kept by area
 * (web/locales/<area>/<language>.po), each a chunk of its own, fetched the first time that
 * area is shown in that language: the first screens load only `start`, and no player
 * downloads the words of a language they do not read. An area without a catalogue in a
 * language (the admin and contributor consoles, `admin`, English only for now) is read in English there.
 */
export { i18n };

export const messageAreas = [
  "start",
  "policies",
  "play",
  "shows",
  "account",
  "rewards",
  "community",
  "settings",
  "refer",
  "tickets",
  "verify",
  "admin",
] as const;
export type MessageArea = (typeof messageAreas)[number];

const catalogueFiles = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

function loadCatalogue(area: MessageArea, language: UiLanguage) {
  const load =
    catalogueFiles[`../../locales/${area}/${language}.po`] ??
    catalogueFiles[`../../locales/${area}/${DEFAULT_UI_LANGUAGE}.po`];
  if (!load) throw new Error(`No messages for the area "${area}"`);
  return load();
}

/** The areas shown so far: a language switched to loads them all before it shows. */
const areasShown = new Set<MessageArea>(["start"]);
const loaded = new Set<string>();

async function loadArea(area: MessageArea, language: UiLanguage): Promise<void> {
  const key = `${area}/${language}`;
  if (loaded.has(key)) return;
  i18n.load(language, (await loadCatalogue(area, language)).messages);
  loaded.add(key);
}

/** The language asked for last: a slower load asked for before it must not win. */
let latest: UiLanguage | null = null;

/**
 * Loads a language's messages for every area shown so far, then makes it the one every
 * message is read in, unless another language was asked for meanwhile. Resolves to whether
 * it did.
 */
export async function activateUiLanguage(language: UiLanguage): Promise<boolean> {
  latest = language;
  const missing = [...areasShown].filter((area) => !loaded.has(`${area}/${language}`));
  // Loaded already, it takes effect in this very task: a render starting now reads it.
  if (missing.length > 0) await Promise.all(missing.map((area) => loadArea(area, language)));
  if (latest !== language) return false;
  if (i18n.locale !== language) i18n.activate(language);
  return true;
}

/**
 * An area's messages in the language in use (a lazy screen awaits this with its code), so
 * the screen renders its words from its first frame.
 */
export function loadMessageArea(area: MessageArea): Promise<void> {
  areasShown.add(area);
  const language = (latest ?? DEFAULT_UI_LANGUAGE) as UiLanguage;
  return loadArea(area, language);
}

/** Every area in `language`, for a render that may show any screen: the build's and the tests'. */
export async function activateEveryArea(language: UiLanguage): Promise<void> {
  for (const area of messageAreas) areasShown.add(area);
  await activateUiLanguage(language);
}
