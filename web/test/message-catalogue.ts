import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { UiLanguage } from "../../contract/ui-language";

/** An area's folder name (web/lib/i18n/messages.ts lists them); plain Node here, for e2e too. */
type MessageArea = string;

const LOCALES = join(import.meta.dirname, "..", "locales");

/** The areas with a catalogue folder (web/locales/<area>). */
export const catalogueAreas = (): MessageArea[] =>
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name as MessageArea);

/** A PO string's text: its quotes gone, its escapes read. */
function unquote(line: string): string {
  return JSON.parse(line.trim().replace(/^msg(?:id|str)\s+/, ""));
}

const catalogueFile = (area: MessageArea, language: UiLanguage) =>
  join(LOCALES, area, `${language}.po`);

/** Whether an area has a catalogue in a language (the consoles are English only for now). */
export const hasCatalogue = (area: MessageArea, language: UiLanguage) =>
  existsSync(catalogueFile(area, language));

/**
 * A language's messages (web/locales/<area>/<language>.po, every area unless one is named)
 * as their source text, id to ICU message, read the way the guards need them: the headers
 * left out, a string continued over lines joined.
 */
export function readCatalogue(
  language: UiLanguage,
  areas: readonly MessageArea[] = catalogueAreas(),
): Map<string, string> {
  const messages = new Map<string, string>();
  for (const area of areas) {
    if (hasCatalogue(area, language)) readInto(messages, catalogueFile(area, language));
  }
  return messages;
}

function readInto(messages: Map<string, string>, file: string) {
  const text = readFileSync(file, "utf8");
  for (const entry of text.split(/\n\s*\n/)) {
    const lines = entry.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    if (lines.filter((line) => line.startsWith("msgid ")).length > 1) {
      // A merge can join two entries; Lingui would read both, this reader would not.
      throw new Error(`${file}: two messages without a blank line between them: ${entry}`);
    }
    let field: "id" | "message" | null = null;
    let id = "";
    let message = "";
    for (const line of lines) {
      if (line.startsWith("msgid ")) field = "id";
      else if (line.startsWith("msgstr ")) field = "message";
      if (field === "id") id += unquote(line);
      else if (field === "message") message += unquote(line);
    }
    if (!id) continue;
    if (messages.has(id)) throw new Error(`${file}: the id ${id} is written twice`);
    messages.set(id, message);
  }
}
