import type * as adminLanguages from "../admin-languages";
import type * as adminQuestions from "../admin-questions";
import type * as adminWrites from "../admin-writes";
import type * as auth from "../auth";
import type * as questionImport from "../question-import";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The main admin's live bank, its import from a file, and the review pool's selection
 * into languages (SPEC.md /admin/questions, /admin/addquestion, /admin/select).
 */
export const questionBankRoutes = {
  liveQuestions: defineRoute({
    method: "GET",
    path: "/admin/questions",
    caller: "admin",
    // The path is also the /admin/questions screen a browser may open.
    screen: true,
    query: schemas.adminQuestions("liveQuestionsQuery"),
    reply: json<adminQuestions.LiveQuestionsResponse>(),
  }),
  addLiveQuestion: defineRoute({
    method: "POST",
    path: "/admin/questions",
    caller: "admin",
    body: schemas.adminQuestions("addLiveQuestionBody"),
    reply: json<adminWrites.CreatedResponse>(),
  }),
  editLiveQuestion: defineRoute({
    method: "PATCH",
    path: "/admin/questions/:id",
    caller: "admin",
    body: schemas.adminQuestions("editLiveQuestionBody"),
    reply: json<auth.StatusOk>(),
  }),
  retireLiveQuestion: defineRoute({
    method: "POST",
    path: "/admin/questions/:id/retire",
    caller: "admin",
    reply: json<auth.StatusOk>(),
  }),
  /** A dry run previews and saves nothing; a confirmed run saves the rows that pass. */
  importLiveQuestions: defineRoute({
    method: "POST",
    path: "/admin/questions/import",
    caller: "admin",
    body: schemas.questionImport("importQuestionsBody"),
    reply: json<questionImport.ImportQuestionsResponse>(),
  }),
  poolQuestions: defineRoute({
    method: "GET",
    path: "/admin/get/tottal/users/created/questions",
    caller: "admin",
    reply: json<adminQuestions.PoolQuestionsResponse>(),
  }),
  selectPoolQuestion: defineRoute({
    method: "POST",
    path: "/admin/get/data/and/post/users/selected/data/to/db",
    caller: "admin",
    body: schemas.adminQuestions("selectQuestionBody"),
    reply: json<auth.StatusOk>(),
  }),
};

/** The languages questions are served in, for the main admin (SPEC.md /admin/language). */
export const languageRoutes = {
  adminLanguages: defineRoute({
    method: "GET",
    path: "/admin/get/all/admin/new/languages/data",
    caller: "admin",
    reply: json<adminLanguages.AdminLanguagesResponse>(),
  }),
  createLanguage: defineRoute({
    method: "POST",
    path: "/admin/languages",
    caller: "admin",
    body: schemas.adminLanguages("createLanguageBody"),
    reply: json<adminWrites.CreatedResponse>(),
  }),
  updateLanguage: defineRoute({
    method: "PATCH",
    path: "/admin/languages/:id",
    caller: "admin",
    body: schemas.adminLanguages("updateLanguageBody"),
    reply: json<auth.StatusOk>(),
  }),
};
