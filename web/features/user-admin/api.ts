import { type MutationMeta, queryOptions, useMutation } from "@tanstack/react-query";
import type { ContributorQuestionsResponse } from "../../../contract/contributor";
import type { BodyIn } from "../../../contract/route";
import { userAdminQuestionRoutes } from "../../../contract/routes/contributor";
import { type PooledQuestion, pooledQuestionOf } from "../../lib/api/question-content";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** The user-admin's name, email and the languages a question may be written in. */
export const contributorProfileQuery = (sessionId: string) =>
  routeQuery(userAdminQuestionRoutes.contributorProfile, { params: { sessionId } });

/** A question of the user-admin's own, in the screen's words rather than SPEC.md's. */
export type OwnQuestion = PooledQuestion;

// Module-level, so the query keeps the adapted list between renders.
const ownQuestionsOf = (reply: ContributorQuestionsResponse) => reply.data.map(pooledQuestionOf);

/** The user-admin's own questions in the review pool. */
export const ownQuestionsQuery = (sessionId: string) =>
  queryOptions({
    ...routeQuery(userAdminQuestionRoutes.contributorQuestions, { params: { sessionId } }),
    select: ownQuestionsOf,
  });

type PostContributorQuestion = BodyIn<typeof userAdminQuestionRoutes.postContributorQuestion>;

/** A question posted into the review pool. */
export function usePostContributorQuestion(meta?: MutationMeta) {
  return useMutation({
    meta,
    // The reply names the post by the user-admin's own running number ("Question No").
    mutationFn: async (body: PostContributorQuestion) => {
      const posted = await request(userAdminQuestionRoutes.postContributorQuestion, { body });
      return { number: posted.qno };
    },
  });
}

/** Hides one of the user-admin's own questions; a copy already selected stays in play. */
export const useDeleteContributorQuestion = (meta?: MutationMeta) =>
  useRouteMutation(userAdminQuestionRoutes.deleteContributorQuestion, {
    meta,
    input: (questionId: string) => ({ params: { questionId } }),
  });
