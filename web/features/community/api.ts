import type { MutationMeta } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { reviewRoutes } from "../../../contract/routes/community";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { routeQuery } from "../../lib/api-query";

/** A shared review, as anyone sees it. */
export const reviewQuery = (id: string) => routeQuery(reviewRoutes.review, { params: { id } });

type PostReview = BodyIn<typeof reviewRoutes.postReview>;

/** The player's one review. */
export const usePostReview = (meta?: MutationMeta) =>
  useRouteMutation(reviewRoutes.postReview, { meta, input: (body: PostReview) => ({ body }) });

/** The player's one like, of someone else's review. */
export const useLikeReview = (meta?: MutationMeta) =>
  useRouteMutation(reviewRoutes.likeReview, {
    meta,
    input: (body: BodyIn<typeof reviewRoutes.likeReview>) => ({ body }),
  });
