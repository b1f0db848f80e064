import { z } from "zod";
import { parseCsv } from "./csv";

/**
 * `POST /admin/questions/import` (main admin): many questions at once from a CSV or JSON
 * file. Each row is checked as a single add is (`addLiveQuestionBody`) and against the
 * live bank of its language and the rows above it for near-duplicates; a dry run saves
 * nothing and answers the preview, a confirmed run saves the rows that pass.
 */

/** A file holds at most this many questions; more is a 413. */
export const QUESTION_IMPORT_MAX_ROWS = 500;
/** The request's body may be this large on this route only (every other takes 64 KB). */
export const QUESTION_IMPORT_MAX_BYTES = 256 * 1024;

const questionFileFormats = ["csv", "json"] as const;
export type QuestionFileFormat = (typeof questionFileFormats)[number];

export const importQuestionsBody = z.object({
  format: z.enum(questionFileFormats),
  text: z.string().trim().min(1, "Paste the file or choose one"),
  /** true: check every row and save nothing (the preview); false: save the rows that pass. */
  dryRun: z.boolean(),
});
export type ImportQuestionsBody = z.input<typeof importQuestionsBody>;

/**
 * A file's columns (a CSV's header row, a JSON object's keys), in the order a template
 * lists them, and the field of the single add's body each one fills. A column may also be
 * named by that field (a JSON list of the bank's own questions imports as it is); names
 * are matched without regard to case. `image` may be left out.
 */
export const importColumns = {
  question: "Questio",
  a: "a",
  b: "b",
  c: "c",
  d: "d",
  answer: "Ans",
  difficulty: "tough",
  seconds: "seconds",
  language: "lang",
  image: "img",
} as const;
export type ImportColumn = keyof typeof importColumns;
const columnNames = Object.keys(importColumns) as ImportColumn[];
const optionalColumns: readonly ImportColumn[] = ["image"];

/** One question of the file: what each column holds, as written (text, or a JSON value). */
export type FileRow = { row: number; cells: Partial<Record<ImportColumn, unknown>> };
export type QuestionFile =
  | { rows: (FileRow | { row: number; problem: string })[] }
  | { problem: string };

function columnOf(name: string): ImportColumn | undefined {
  const key = name.trim().toLowerCase();
  return columnNames.find(
    (column) => column === key || importColumns[column].toLowerCase() === key,
  );
}

function csvRows(text: string): QuestionFile {
  const parsed = parseCsv(text);
  if ("problem" in parsed) return parsed;
  const [header, ...records] = parsed.records;
  if (!header) return { problem: "The file is empty" };
  const columns = header.cells.map(columnOf);
  const named = new Set<ImportColumn>();
  for (const [index, column] of columns.entries()) {
    if (column && named.has(column)) {
      return { problem: `The header row names the column "${header.cells[index]}" twice` };
    }
    if (column) named.add(column);
  }
  const missing = columnNames.filter((c) => !named.has(c) && !optionalColumns.includes(c));
  if (missing.length > 0) {
    return { problem: `The header row has no column for: ${missing.join(", ")}` };
  }
  return {
    rows: records.map(({ cells }, index) => {
      const row = index + 1;
      if (cells.length !== columns.length) {
        return {
          row,
          problem: `This row has ${cells.length} cells; the header row has ${columns.length}`,
        };
      }
      const read: FileRow["cells"] = {};
      for (const [at, column] of columns.entries()) if (column) read[column] = cells[at];
      return { row, cells: read };
    }),
  };
}

function jsonRows(text: string): QuestionFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: "The file is not valid JSON" };
  }
  if (!Array.isArray(parsed))
    return { problem: "A JSON file is a list of questions: [ {…}, {…} ]" };
  return {
    rows: parsed.map((item: unknown, index) => {
      const row = index + 1;
      if (typeof item !== "object" || item === null || Array.isArray(item)) {
        return { row, problem: "This item is not a question: write it as { … }" };
      }
      const read: FileRow["cells"] = {};
      for (const [key, value] of Object.entries(item)) {
        const column = columnOf(key);
        if (column) read[column] = value;
      }
      return { row, cells: read };
    }),
  };
}

/** The file's questions in order, numbered from 1, or what makes the whole file unreadable. */
export function readQuestionFile(format: QuestionFileFormat, text: string): QuestionFile {
  return format === "csv" ? csvRows(text) : jsonRows(text);
}

/**
 * A row as the single add's body (SPEC.md's names). A file's cells are text, so seconds
 * written in digits count as a number, and an answer may be a capital letter.
 */
export function addBodyOf(cells: FileRow["cells"]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const column of columnNames) {
    let value = cells[column];
    if (column === "seconds" && typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value)) {
      value = Number(value);
    }
    if (column === "answer" && typeof value === "string") value = value.trim().toLowerCase();
    if (value !== undefined) body[importColumns[column]] = value;
  }
  return body;
}

/** The file's column a field of the add's body came from, for a refusal's `path`. */
export function columnOfField(field: string): ImportColumn | undefined {
  return columnNames.find((column) => importColumns[column] === field);
}

/** The near-duplicate a row was refused for: a live question, or a row above it. */
type ImportSimilarView =
  | { in: "bank"; _id: string; Questio: string; lang: string; similarity: number }
  | { in: "file"; row: number; Questio: string; similarity: number };

export type ImportRowView = {
  /** The question's place in the file: 1 is the first after a CSV's header row. */
  row: number;
  /** What each column held, as written. */
  cells: Record<ImportColumn, string>;
  outcome: "ok" | "refused";
  /** Why it was refused, by column (`row` for the row as a whole); empty when ok. */
  errors: { path: ImportColumn | "row"; message: string }[];
  similar?: ImportSimilarView;
};

export type ImportQuestionsResponse = {
  dryRun: boolean;
  rows: ImportRowView[];
  /** `saved` is 0 in a dry run; a confirmed run saves each `ok` row once. */
  totals: { rows: number; ok: number; refused: number; saved: number };
};
