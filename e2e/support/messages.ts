import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { UiLanguage } from "../../contract/ui-language";
import { readCatalogue } from "../../web/test/message-catalogue";

/**
 * The app's own messages (web/locales), formatted as the app formats them, so a journey finds
 * what a reader of that language sees by the message's id: a Hindi journey is written once,
 * and a reworded Hindi message does not break it.
 */
function catalogueOf(language: UiLanguage) {
  const i18n = setupI18n();
  const messages = Object.fromEntries(
    [...readCatalogue(language)].map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
  i18n.loadAndActivate({ locale: language, messages });
  return (id: string, values?: Record<string, unknown>) => {
    if (!(id in messages)) throw new Error(`no message ${id} in ${language}`);
    return i18n._(id, values);
  };
}

export const hindi = catalogueOf("hi");
export const english = catalogueOf("en");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Stands in a message for a value only the server knows; `exactly` matches it by its pattern. */
export const unknownValue = (pattern: string) => `\u2060${pattern}\u2060`;

/**
 * A message as a pattern for the whole of an element's text or name: its text as it is,
 * but for the values given as `unknownValue(pattern)`, matched by their patterns.
 */
export function exactly(text: string): RegExp {
  const parts = text.split("\u2060");
  // Even parts are the message's own text, odd ones the patterns of unknown values.
  return new RegExp(`^${parts.map((part, at) => (at % 2 ? part : escaped(part))).join("")}$`);
}
