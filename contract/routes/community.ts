import type * as community from "../community";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/** Reviews and likes (SPEC.md `/review`, `/like/{id}`, section 7). */
export const reviewRoutes = {
  /**
   * SPEC.md's client reacts to `Status: "Miss"`, so the handler judges the body itself and
   * answers a bad one with it.
   */
  postReview: defineRoute({
    method: "POST",
    path: "/api/get/new/post/from/comment",
    caller: "player",
    body: schemas.community("postReviewBody"),
    bodyCheckedByHandler: true,
    reply: json<community.PostReviewResponse>(),
  }),
  /** A shared review, shown to anyone. */
  review: defineRoute({
    method: "GET",
    path: "/api/comment/get/single/data/:id",
    caller: "visitor",
    reply: json<community.ReviewResponse>(),
  }),
  likeReview: defineRoute({
    method: "POST",
    path: "/api/make/like/review/count",
    caller: "player",
    body: schemas.community("likeBody"),
    reply: json<community.LikeResponse>(),
  }),
};
