import { type MutationMeta, useMutation } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { userAdminQuestionRoutes } from "../../../contract/routes/contributor";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** The user-admin's name, email and the languages a question may be written in. */
export const contributorProfileQuery = (sessionId: string) =>
  routeQuery(userAdminQuestionRoutes.contributorProfile, { params: { sessionId } });

/** The user-admin's own questions in the review pool. */
export const contributorQuestionsQuery = (sessionId: string) =>
  routeQuery(userAdminQuestionRoutes.contributorQuestions, { params: { sessionId } });

type PostContributorQuestion = BodyIn<typeof userAdminQuestionRoutes.postContributorQuestion>;

/** A question posted into the review pool. */
export function usePostContributorQuestion(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (body: PostContributorQuestion) =>
      request(userAdminQuestionRoutes.postContributorQuestion, { body }),
  });
}

/** Hides one of the user-admin's own questions; a copy already selected stays in play. */
export function useDeleteContributorQuestion(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (questionId: string) =>
      request(userAdminQuestionRoutes.deleteContributorQuestion, { params: { questionId } }),
  });
}
