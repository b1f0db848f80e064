import type { StatusOk } from "../auth";
import type {
  ContributorProfileResponse,
  ContributorQuestionsResponse,
  PostContributorQuestionResponse,
} from "../contributor";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../contributor"));

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
    reply: json<ContributorProfileResponse>(),
  }),
  /** DESIGN.md section 2: this replaces SPEC.md's `GET {token}{sessionId}`. */
  contributorQuestions: defineRoute({
    method: "GET",
    path: "/admin/get/user/admin/questions/:sessionId",
    caller: "contributor",
    reply: json<ContributorQuestionsResponse>(),
  }),
  deleteContributorQuestion: defineRoute({
    method: "DELETE",
    path: "/admin/delete/users/admin/qno/from/admin/users/:questionId",
    caller: "contributor",
    reply: json<StatusOk>(),
  }),
  postContributorQuestion: defineRoute({
    method: "POST",
    path: "/admin/get/a/users/admin/posted/questions/from/all/users",
    caller: "contributor",
    body: schemas("postContributorQuestionBody"),
    reply: json<PostContributorQuestionResponse>(),
  }),
};
