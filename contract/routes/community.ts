import type { LikeResponse, PostReviewResponse, ReviewResponse } from "../community";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../community"));

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
    body: schemas("postReviewBody"),
    bodyCheckedByHandler: true,
    reply: json<PostReviewResponse>(),
  }),
  /** A shared review, shown to anyone. */
  review: defineRoute({
    method: "GET",
    path: "/api/comment/get/single/data/:id",
    caller: "visitor",
    reply: json<ReviewResponse>(),
  }),
  likeReview: defineRoute({
    method: "POST",
    path: "/api/make/like/review/count",
    caller: "player",
    body: schemas("likeBody"),
    reply: json<LikeResponse>(),
  }),
};
