import { postReviewBody } from "../../contract/community";
import { reviewRoutes } from "../../contract/routes/community";
import { createReview, likeReview, readLikeOf, readReview } from "../data/people/community";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { validationError } from "../http/validate";

/** Reviews and likes (SPEC.md section 7). */
export const communityRoutes = routerOf([
  handle(reviewRoutes.postReview, async (c) => {
    const playerId = await limitAccountWrites(c);
    const parsed = postReviewBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      // SPEC.md's client reacts to Status "Miss"; the code and the fields say what to fix.
      const refusal = validationError("json", parsed.error.issues);
      return c.json(
        {
          Status: "Miss",
          message: "Please check every field.",
          error: refusal.code,
          fields: refusal.fields,
        },
        400,
      );
    }
    // Name, picture and email come from the account, never from the body.
    const id = await createReview(
      c.var.db,
      { playerId, text: parsed.data.text, stars: parsed.data.stars },
      Date.now(),
    );
    if (!id) {
      return c.json(
        { Status: "IN", message: "You can't post another review.", error: "conflict" },
        409,
      );
    }
    return c.json({ Status: "OK", to: id }, 201);
  }),
  handle(reviewRoutes.review, idParam, async (c) => {
    const row = await readReview(c.var.db, c.req.valid("param").id);
    if (!row) throw notFound("No such review");
    return c.json({
      data: {
        _id: row.review.id,
        name: row.name,
        profile: row.picture ?? "",
        text: row.review.text,
        stars: row.review.stars,
      },
    });
  }),
  handle(reviewRoutes.likeReview, async (c) => {
    const playerId = await limitAccountWrites(c);
    const reviewId = c.req.valid("json").l_id;
    const db = c.var.db;
    const review = await readReview(db, reviewId);
    if (!review) throw notFound("No such review");
    if (review.review.playerId === playerId) throw conflict("You cannot like your own review");
    const { liked, freeTries } = await likeReview(db, playerId, reviewId, Date.now());
    if (liked) return c.json({ Status: "OK", freeTries });
    const existing = await readLikeOf(db, playerId);
    return c.json({ Status: existing?.reviewId === reviewId ? "ALREADY_LIKED" : "Exist" });
  }),
]);
