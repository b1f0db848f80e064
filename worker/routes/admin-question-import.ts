import { QUESTION_IMPORT_MAX_ROWS, readQuestionFile } from "../../contract/question-import";
import { questionBankRoutes } from "../../contract/routes/admin-questions";
import { listLanguagesWithCounts } from "../data/questions/languages";
import { liveQuestionTexts } from "../data/questions/question-bank";
import { importLiveQuestions } from "../data/questions/question-import";
import type { Candidate } from "../domain/near-duplicates";
import { nearDuplicatesInImport } from "../domain/question-import";
import { badRequest, HttpError } from "../http/errors";
import { handle, routerOf } from "../http/route-handlers";
import { checkFileRow, importReplyOf } from "./views/question-import";

/**
 * `POST /admin/questions/import`: many questions into the live bank at once. A dry run
 * is the preview and saves nothing; a confirmed run saves the rows that pass in one batch.
 */
export const adminQuestionImportRoutes = routerOf([
  handle(questionBankRoutes.importLiveQuestions, async (c) => {
    const { format, text, dryRun } = c.req.valid("json");
    const db = c.var.db;
    const file = readQuestionFile(format, text);
    if ("problem" in file) {
      throw badRequest(file.problem, [{ path: "text", message: file.problem }]);
    }
    if (file.rows.length === 0) {
      const problem = "The file holds no questions";
      throw badRequest(problem, [{ path: "text", message: problem }]);
    }
    if (file.rows.length > QUESTION_IMPORT_MAX_ROWS) {
      throw new HttpError(
        413,
        "payload_too_large",
        `A file holds at most ${QUESTION_IMPORT_MAX_ROWS} questions; this one has ${file.rows.length}`,
      );
    }
    const languageIds = new Set((await listLanguagesWithCounts(db)).map((language) => language.id));
    const checks = file.rows.map((row) => checkFileRow(row, languageIds));
    const passing = checks.flatMap(({ row, question }) => (question ? [{ row, question }] : []));

    const used = [...new Set(passing.map(({ question }) => question.languageId))];
    const liveByLanguage = new Map<string, Candidate[]>(used.map((id) => [id, []]));
    for (const live of used.length > 0 ? await liveQuestionTexts(db, used) : []) {
      liveByLanguage.get(live.languageId)?.push(live);
    }
    const duplicates = nearDuplicatesInImport(
      passing.map(({ row, question }) => ({
        row,
        languageId: question.languageId,
        text: question.text,
      })),
      liveByLanguage,
    );
    const saved = dryRun
      ? 0
      : await importLiveQuestions(
          db,
          passing.filter(({ row }) => !duplicates.has(row)).map(({ question }) => question),
          c.get("session").subjectId,
          Date.now(),
        );
    return c.json(importReplyOf(checks, duplicates, dryRun, saved));
  }),
]);
