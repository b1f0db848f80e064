// Proves reviews and likes: one review per player with SPEC.md's status words, the name
// and picture taken from the account (never the body), the review shown to anyone as
// plain data, and one like per player in all whose free try is credited once even
// under concurrent clicks.
import { describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { call, db, failingFields, type Player, signInPlayer } from "../test/harness";

const post = (p: Player, body: object) =>
  call("/api/get/new/post/from/comment", { token: p.token, body });
const like = (p: Player, l_id: string) =>
  call("/api/make/like/review/count", { token: p.token, body: { l_id, email: p.email } });

async function reviewBy() {
  const author = await signInPlayer();
  const { json } = await post(author, {
    text: "Great quiz <b>app</b>",
    stars: 5,
    name: "Someone Else",
    email: "x@y.z",
  });
  return { author, reviewId: json.to as string };
}

describe("reviews", () => {
  it("posts one review per player and answers IN to a second", async () => {
    const { author, reviewId } = await reviewBy();
    expect(reviewId).toMatch(/^[\w-]+$/);
    const again = await post(author, { text: "Again", stars: 4 });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ Status: "IN", message: "You can't post another review." });
  });

  it("answers Miss naming the fields when text or stars are missing", async () => {
    const player = await signInPlayer();
    const { status, json } = await post(player, { text: "  ", stars: 0 });
    expect(status).toBe(400);
    expect(json.Status).toBe("Miss");
    expect(failingFields(json)).toEqual(["stars", "text"]);
  });

  it("shows the review to anyone with the author's account name, text kept as text", async () => {
    const { reviewId } = await reviewBy();
    const { json } = await call(`/api/comment/get/single/data/${reviewId}`);
    expect(json.data).toEqual({
      _id: reviewId,
      name: "Test Player",
      profile: "",
      text: "Great quiz <b>app</b>",
      stars: 5,
    });
    expect((await call("/api/comment/get/single/data/nope")).status).toBe(404);
  });

  it("refuses a review without a session", async () => {
    const { status, json } = await call("/api/get/new/post/from/comment", {
      body: { text: "x", stars: 3 },
    });
    expect(status).toBe(401);
    expect(json.Logout).toBe("OUT");
  });
});

describe("likes", () => {
  it("credits one free try for the first like, then answers ALREADY_LIKED and Exist", async () => {
    const { reviewId } = await reviewBy();
    const other = await reviewBy();
    const fan = await signInPlayer();
    expect((await like(fan, reviewId)).json).toEqual({ Status: "OK", freeTries: 1 });
    expect((await like(fan, reviewId)).json).toEqual({ Status: "ALREADY_LIKED" });
    expect((await like(fan, other.reviewId)).json).toEqual({ Status: "Exist" });
    expect((await balancesOf(db(), { kind: "player", id: fan.userId })).tries).toBe(1);
  });

  it("credits once under 10 concurrent clicks", async () => {
    const { reviewId } = await reviewBy();
    const fan = await signInPlayer();
    const results = await Promise.all(Array.from({ length: 10 }, () => like(fan, reviewId)));
    expect(results.filter((r) => r.json.Status === "OK")).toHaveLength(1);
    expect((await balancesOf(db(), { kind: "player", id: fan.userId })).tries).toBe(1);
  });

  it("refuses liking your own review and likes without a session", async () => {
    const { author, reviewId } = await reviewBy();
    expect((await like(author, reviewId)).status).toBe(409);
    const anonymous = await call("/api/make/like/review/count", { body: { l_id: reviewId } });
    expect(anonymous.json).toMatchObject({ Logout: "OUT" });
  });
});
