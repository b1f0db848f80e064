import type * as auth from "../auth";
import type * as contributor from "../contributor";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The user-admin's questions (SPEC.md section 7, user-admin table). A `:sessionId` is the
 * caller's own public session id (`ssid_admin`); another's is a 403.
 */
export const userAdminQuestionRoutes = {
  /** The user-admin's name and email, and the languages a question may be written in. */
  contributorProfile: defineRoute({
    method: "GET",
    path: "/admin/get/user/admin/languages/to/post/:sessionId",
    caller: "contributor",
    reply: json<contributor.ContributorProfileResponse>(),
  }),
  /** DESIGN.md section 2: this replaces SPEC.md's `GET {token}{sessionId}`. */
  contributorQuestions: defineRoute({
    method: "GET",
    path: "/admin/get/user/admin/questions/:sessionId",
    caller: "contributor",
    reply: json<contributor.ContributorQuestionsResponse>(),
  }),
  deleteContributorQuestion: defineRoute({
    method: "DELETE",
    path: "/admin/delete/users/admin/qno/from/admin/users/:questionId",
    caller: "contributor",
    reply: json<auth.StatusOk>(),
  }),
  postContributorQuestion: defineRoute({
    method: "POST",
    path: "/admin/get/a/users/admin/posted/questions/from/all/users",
    caller: "contributor",
    body: schemas.contributor("postContributorQuestionBody"),
    reply: json<contributor.PostContributorQuestionResponse>(),
  }),
};
