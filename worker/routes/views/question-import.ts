import { addLiveQuestionBody } from "../../../contract/admin-questions";
import {
  addBodyOf,
  columnOfField,
  type FileRow,
  type ImportColumn,
  type ImportQuestionsResponse,
  type ImportRowView,
  importColumns,
} from "../../../contract/question-import";
import type { ImportedQuestion } from "../../data/questions/question-import";
import type { ImportDuplicate } from "../../domain/question-import";
import { questionContentOf } from "./questions";

/**
 * A bulk import's rows on the wire: each row checked by the single add's own schema, its
 * refusals named by the file's columns, and the reply that lists every row.
 */

export type RowCheck = {
  row: number;
  cells: ImportRowView["cells"];
  errors: ImportRowView["errors"];
  /** The question to save, when every field passed. */
  question?: ImportedQuestion;
};

const cellText = (value: unknown) =>
  value === undefined || value === null
    ? ""
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

function cellsOf(read: FileRow["cells"]): ImportRowView["cells"] {
  const cells = {} as ImportRowView["cells"];
  for (const column of Object.keys(importColumns) as ImportColumn[]) {
    cells[column] = cellText(read[column]);
  }
  return cells;
}

/**
 * A row checked as `POST /admin/questions` checks a body, and its language against the
 * languages there are (a disabled one may be filled before it is switched on).
 */
export function checkFileRow(
  fileRow: FileRow | { row: number; problem: string },
  languageIds: ReadonlySet<string>,
): RowCheck {
  if ("problem" in fileRow) {
    return {
      row: fileRow.row,
      cells: cellsOf({}),
      errors: [{ path: "row", message: fileRow.problem }],
    };
  }
  const { row } = fileRow;
  const cells = cellsOf(fileRow.cells);
  const parsed = addLiveQuestionBody.safeParse(addBodyOf(fileRow.cells));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: columnOfField(String(issue.path[0])) ?? ("row" as const),
      message: issue.message,
    }));
    return { row, cells, errors };
  }
  if (!languageIds.has(parsed.data.lang)) {
    return { row, cells, errors: [{ path: "language", message: "No such language" }] };
  }
  return {
    row,
    cells,
    errors: [],
    question: { ...questionContentOf(parsed.data), languageId: parsed.data.lang },
  };
}

function similarView(duplicate: ImportDuplicate, languageId: string): ImportRowView["similar"] {
  const similarity = Math.round(duplicate.similarity * 1000) / 1000;
  return duplicate.in === "bank"
    ? { in: "bank", _id: duplicate.id, Questio: duplicate.text, lang: languageId, similarity }
    : { in: "file", row: duplicate.row, Questio: duplicate.text, similarity };
}

function duplicateMessage(duplicate: ImportDuplicate): string {
  const alike = `${Math.round(duplicate.similarity * 100)} % alike`;
  return duplicate.in === "bank"
    ? `Reads like a live question of the same language (${alike}): "${duplicate.text}"`
    : `Reads like row ${duplicate.row} of this file (${alike}): "${duplicate.text}"`;
}

/** Every row with its outcome, and the totals. */
export function importReplyOf(
  checks: readonly RowCheck[],
  duplicates: ReadonlyMap<number, ImportDuplicate>,
  dryRun: boolean,
  saved: number,
): ImportQuestionsResponse {
  const rows = checks.map(({ row, cells, errors, question }): ImportRowView => {
    const duplicate = duplicates.get(row);
    if (duplicate && question) {
      return {
        row,
        cells,
        outcome: "refused",
        errors: [{ path: "question", message: duplicateMessage(duplicate) }],
        similar: similarView(duplicate, question.languageId),
      };
    }
    return { row, cells, outcome: errors.length === 0 ? "ok" : "refused", errors };
  });
  const ok = rows.filter((row) => row.outcome === "ok").length;
  return { dryRun, rows, totals: { rows: rows.length, ok, refused: rows.length - ok, saved } };
}
