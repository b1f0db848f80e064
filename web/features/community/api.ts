import { type MutationMeta, useMutation } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { reviewRoutes } from "../../../contract/routes/community";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** A shared review, as anyone sees it. */
export const reviewQuery = (id: string) => routeQuery(reviewRoutes.review, { params: { id } });

type PostReview = BodyIn<typeof reviewRoutes.postReview>;

/** The player's one review. */
export function usePostReview(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (body: PostReview) => request(reviewRoutes.postReview, { body }),
  });
}

/** The player's one like, of someone else's review. */
export function useLikeReview(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (body: BodyIn<typeof reviewRoutes.likeReview>) =>
      request(reviewRoutes.likeReview, { body }),
  });
}
