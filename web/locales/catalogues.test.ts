// Proves each language says every message English has: no id missing from Hindi or empty
// there, none Hindi has that English lacks, each a valid ICU message using the very
// arguments (values, plural and select cases' names, rich-text tags) the English one does.
// It does not judge the Hindi itself: a person who speaks it does.

import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { uiLanguages } from "../../contract/ui-language";
import { messageAreas } from "../lib/i18n/messages";
import { catalogueAreas, hasCatalogue, readCatalogue } from "../test/message-catalogue";

const english = readCatalogue("en");

/** The consoles' areas: English only for now, their words still messages (issue 34). */
const CONSOLE_AREAS = ["admin"];

/**
 * The names a message's placeholders and rich-text tags use, and its selects' cases, sorted
 * (a plural's cases are the language's own: Hindi and English both have one and other, others
 * have few or many).
 */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === "string") {
        for (const [, tag] of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag}>`);
        continue;
      }
      const [name, type, choices] = token;
      found.add(name);
      if (choices && typeof choices === "object") {
        for (const [key, choice] of Object.entries(choices)) {
          if (key === "offset" || !Array.isArray(choice)) continue;
          if (type === "select") found.add(`${name}=${key}`);
          visit(choice);
        }
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...found].sort();
}

describe.each(uiLanguages.filter((language) => language !== "en"))(
  "the %s catalogue",
  (language) => {
    const translated = readCatalogue(language);
    const english = readCatalogue(
      "en",
      messageAreas.filter((area) => hasCatalogue(area, language)),
    );

    it("has a catalogue for every area a player sees", () => {
      const untranslated = messageAreas.filter(
        (area) => !hasCatalogue(area, language) && !CONSOLE_AREAS.includes(area),
      );
      expect(untranslated).toEqual([]);
    });

    it("has every English message, translated", () => {
      const missing = [...english.keys()].filter((id) => !translated.get(id)?.trim());
      expect(missing).toEqual([]);
    });

    it("has no message English does not have", () => {
      expect([...translated.keys()].filter((id) => !english.has(id))).toEqual([]);
    });

    it("uses the same values, cases and tags as English in each message", () => {
      for (const [id, message] of english) {
        const translation = translated.get(id);
        if (translation)
          expect({ id, uses: argumentsOf(translation) }).toEqual({
            id,
            uses: argumentsOf(message),
          });
      }
    });
  },
);

describe("the English catalogue", () => {
  it("has one folder per area the app loads", () => {
    expect(catalogueAreas().sort()).toEqual([...messageAreas].sort());
    for (const area of messageAreas) expect(hasCatalogue(area, "en")).toBe(true);
  });

  it("is valid ICU throughout", () => {
    for (const message of english.values())
      expect(() => compileMessageOrThrow(message)).not.toThrow();
  });
});
