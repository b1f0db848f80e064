import { type Candidate, type NearDuplicateIndex, nearDuplicateIndex } from "./near-duplicates";

/**
 * The near-duplicate check of a bulk import: a file is a bank of its own, so
 * each row is compared with the live questions of its language and with the rows above it
 * that pass, as if those were already saved. A refused row is never saved, so it refuses
 * nothing below it: of two rows alike, the first that passes is the one kept.
 */

/** A row that passed every other check: its place in the file, language and text. */
export type ImportedText = { row: number; languageId: string; text: string };

/** What a row reads like: a live question, or a row above it. */
export type ImportDuplicate =
  | { in: "bank"; id: string; text: string; similarity: number }
  | { in: "file"; row: number; text: string; similarity: number };

type Entry = Candidate & { row?: number };

/** The rows that are near-duplicates, by row number, each with what it reads like. */
export function nearDuplicatesInImport(
  rows: readonly ImportedText[],
  liveByLanguage: ReadonlyMap<string, readonly Candidate[]>,
): Map<number, ImportDuplicate> {
  const indexes = new Map<string, NearDuplicateIndex<Entry>>();
  const indexOf = (languageId: string) => {
    let index = indexes.get(languageId);
    if (!index) {
      const live = liveByLanguage.get(languageId) ?? [];
      const sample = [...live, ...rows.filter((row) => row.languageId === languageId)];
      index = nearDuplicateIndex<Entry>(sample.map((entry) => entry.text));
      for (const question of live) index.add(question);
      indexes.set(languageId, index);
    }
    return index;
  };
  const duplicates = new Map<number, ImportDuplicate>();
  for (const { row, languageId, text } of rows) {
    const index = indexOf(languageId);
    const similar = index.find(text);
    if (!similar) {
      index.add({ id: "", text, row });
    } else if (similar.row === undefined) {
      const { id, similarity } = similar;
      duplicates.set(row, { in: "bank", id, text: similar.text, similarity });
    } else {
      duplicates.set(row, {
        in: "file",
        row: similar.row,
        text: similar.text,
        similarity: similar.similarity,
      });
    }
  }
  return duplicates;
}
