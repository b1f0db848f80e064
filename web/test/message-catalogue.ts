import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { UiLanguage } from "../../contract/ui-language";

/** A PO string's text: its quotes gone, its escapes read. */
function unquote(line: string): string {
  return JSON.parse(line.trim().replace(/^msg(?:id|str)\s+/, ""));
}

/**
 * A language's catalogue (web/locales/<language>.po) as its source text, id to ICU message,
 * read the way the guards need it: the header left out, a string continued over lines joined.
 */
export function readCatalogue(language: UiLanguage): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, "..", "locales", `${language}.po`), "utf8");
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\s*\n/)) {
    const lines = entry.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    let field: "id" | "message" | null = null;
    let id = "";
    let message = "";
    for (const line of lines) {
      if (line.startsWith("msgid ")) field = "id";
      else if (line.startsWith("msgstr ")) field = "message";
      if (field === "id") id += unquote(line);
      else if (field === "message") message += unquote(line);
    }
    if (id) messages.set(id, message);
  }
  return messages;
}
