import type { AdminLanguagesResponse } from "../admin-languages";
import type { LiveQuestionsResponse, PoolQuestionsResponse } from "../admin-questions";
import type { CreatedResponse } from "../admin-writes";
import type { StatusOk } from "../auth";
import type { ImportQuestionsResponse } from "../question-import";
import { defineRoute, json, schemasFrom } from "../route";

const questionSchemas = schemasFrom(() => import("../admin-questions"));
const importSchemas = schemasFrom(() => import("../question-import"));
const languageSchemas = schemasFrom(() => import("../admin-languages"));

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
    query: questionSchemas("liveQuestionsQuery"),
    reply: json<LiveQuestionsResponse>(),
  }),
  addLiveQuestion: defineRoute({
    method: "POST",
    path: "/admin/questions",
    caller: "admin",
    body: questionSchemas("addLiveQuestionBody"),
    reply: json<CreatedResponse>(),
  }),
  editLiveQuestion: defineRoute({
    method: "PATCH",
    path: "/admin/questions/:id",
    caller: "admin",
    body: questionSchemas("editLiveQuestionBody"),
    reply: json<StatusOk>(),
  }),
  retireLiveQuestion: defineRoute({
    method: "POST",
    path: "/admin/questions/:id/retire",
    caller: "admin",
    reply: json<StatusOk>(),
  }),
  /** A dry run previews and saves nothing; a confirmed run saves the rows that pass. */
  importLiveQuestions: defineRoute({
    method: "POST",
    path: "/admin/questions/import",
    caller: "admin",
    body: importSchemas("importQuestionsBody"),
    reply: json<ImportQuestionsResponse>(),
  }),
  poolQuestions: defineRoute({
    method: "GET",
    path: "/admin/get/tottal/users/created/questions",
    caller: "admin",
    reply: json<PoolQuestionsResponse>(),
  }),
  selectPoolQuestion: defineRoute({
    method: "POST",
    path: "/admin/get/data/and/post/users/selected/data/to/db",
    caller: "admin",
    body: questionSchemas("selectQuestionBody"),
    reply: json<StatusOk>(),
  }),
};

/** The languages questions are served in, for the main admin (SPEC.md /admin/language). */
export const languageRoutes = {
  adminLanguages: defineRoute({
    method: "GET",
    path: "/admin/get/all/admin/new/languages/data",
    caller: "admin",
    reply: json<AdminLanguagesResponse>(),
  }),
  createLanguage: defineRoute({
    method: "POST",
    path: "/admin/languages",
    caller: "admin",
    body: languageSchemas("createLanguageBody"),
    reply: json<CreatedResponse>(),
  }),
  updateLanguage: defineRoute({
    method: "PATCH",
    path: "/admin/languages/:id",
    caller: "admin",
    body: languageSchemas("updateLanguageBody"),
    reply: json<StatusOk>(),
  }),
};
