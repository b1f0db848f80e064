// Proves the user-admin area (SPEC.md section 7's user-admin calls): a user-admin reads,
// posts and deletes only their own questions, every path `{sessionId}` must be their own
// session, the Add Question rules of section 5 hold (400 naming the fields; an image only
// as one of our own paths, never another host's), a repeated
// text answers IN, a deleted question's live copy stays in play, and the wallet adds up
// from the ledger and the live bank. Role refusals are swept in admin-boundaries.test.ts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { questions } from "../db/schema/questions";
import {
  type Author,
  ensureLanguage,
  poolQuestionOf,
  postQuestion,
  questionForm,
  selectQuestion,
} from "../test/admin-fixtures";
import { call, db, failingFields, signInAdmin, signInContributor } from "../test/harness";

beforeAll(async () => {
  await ensureLanguage("en");
  await ensureLanguage("hi");
  await ensureLanguage("off", false);
});

const listOwn = (author: Author, sessionId = author.ssid) =>
  call(`/admin/get/user/admin/questions/${sessionId}`, { token: author.token });
const walletOf = (author: Author) =>
  call(`/admin/get/wallet/amount/credits/links/by/${author.ssid}`, { token: author.token });
const deleteQuestion = (author: Author, id: string) =>
  call(`/admin/delete/users/admin/qno/from/admin/users/${id}`, {
    method: "DELETE",
    token: author.token,
  });

describe("the user-admin's profile", () => {
  it("answers the name, email and the languages offered", async () => {
    const author = await signInContributor();
    const { status, json } = await call(`/admin/get/user/admin/languages/to/post/${author.ssid}`, {
      token: author.token,
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      data: {
        user: "Test Author",
        email: author.email,
        languages: [
          { id: "en", name: "EN" },
          { id: "hi", name: "HI" },
        ],
      },
    });
  });

  it.each([
    "/admin/get/user/admin/languages/to/post/",
    "/admin/get/user/admin/questions/",
    "/admin/get/wallet/amount/credits/links/by/",
  ])("answers 403 when %s names another session", async (prefix) => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    const { status, json } = await call(`${prefix}${other.ssid}`, { token: author.token });
    expect(status).toBe(403);
    expect(json.error).toBe("forbidden");
  });
});

describe("posting a question", () => {
  it("answers the running number and lists the question, newest first", async () => {
    const author = await signInContributor();
    const first = await postQuestion(author, { Questio: "What is the capital of India?" });
    const second = await postQuestion(author, {
      Questio: "  Which planet is red?  ",
      img: "/images/questions/mars.svg",
      Ans: "c",
      tough: "Too Tough",
      seconds: 30,
      lang: "hi",
    });
    expect([first.status, first.json]).toEqual([201, { Status: "OK", qno: 1 }]);
    expect([second.status, second.json]).toEqual([201, { Status: "OK", qno: 2 }]);
    const { json } = await listOwn(author);
    expect(json).toMatchInlineSnapshot(
      { data: [{ _id: expect.any(String) }, { _id: expect.any(String) }] },
      `
      {
        "data": [
          {
            "Ans": "c",
            "Questio": "Which planet is red?",
            "_id": Any<String>,
            "a": "Ganga",
            "b": "Yamuna",
            "c": "Kaveri",
            "d": "Godavari",
            "img": "/images/questions/mars.svg",
            "lang": "hi",
            "qno": 2,
            "seconds": 30,
            "selectedInto": [],
            "tough": "Too Tough",
          },
          {
            "Ans": "b",
            "Questio": "What is the capital of India?",
            "_id": Any<String>,
            "a": "Ganga",
            "b": "Yamuna",
            "c": "Kaveri",
            "d": "Godavari",
            "img": "",
            "lang": "",
            "qno": 1,
            "seconds": 20,
            "selectedInto": [],
            "tough": "Easy",
          },
        ],
      }
    `,
    );
  });

  it("lists only the caller's own questions", async () => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    await postQuestion(other);
    await postQuestion(author, { Questio: "Mine alone?" });
    const { json } = await listOwn(author);
    expect((json.data as { Questio: string }[]).map((q) => q.Questio)).toEqual(["Mine alone?"]);
  });

  it("answers IN with 409 for a text the user-admin already posted, and not for another's", async () => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    const text = "Who wrote the national anthem?";
    await postQuestion(author, { Questio: text });
    const again = await postQuestion(author, { Questio: `${text} ` });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ Status: "IN", message: "This question already exists." });
    expect((await postQuestion(other, { Questio: text })).json).toEqual({ Status: "OK", qno: 1 });
  });

  it("gives posts made at once different numbers", async () => {
    const author = await signInContributor();
    const posts = await Promise.all(Array.from({ length: 6 }, () => postQuestion(author)));
    expect(posts.map((p) => p.json.qno).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("refuses a post whose user is not the caller's own session", async () => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    const { status } = await call("/admin/get/a/users/admin/posted/questions/from/all/users", {
      token: author.token,
      body: { user: other.ssid, ...questionForm() },
    });
    expect(status).toBe(403);
    expect((await listOwn(other)).json.data).toEqual([]);
  });

  it("names every field that breaks the Add Question rules", async () => {
    const author = await signInContributor();
    const { status, json } = await postQuestion(author, {
      Questio: "   ",
      img: "javascript:alert(1)",
      a: "x".repeat(201),
      b: undefined,
      Ans: "e",
      tough: "Hard",
      seconds: 3,
    });
    expect(status).toBe(400);
    expect(failingFields(json)).toEqual(["Ans", "Questio", "a", "b", "img", "seconds", "tough"]);
  });

  it.each([
    ["a protocol-relative image", { img: "//evil.example/x.png" }, "img"],
    ["a question over 500 characters", { Questio: "q".repeat(501) }, "Questio"],
    ["more than 120 seconds", { seconds: 121 }, "seconds"],
    ["fractional seconds", { seconds: 12.5 }, "seconds"],
    ["a language not offered", { lang: "off" }, "lang"],
  ])("refuses %s", async (_, overrides, field) => {
    const author = await signInContributor();
    const { status, json } = await postQuestion(author, overrides);
    expect(status).toBe(400);
    expect((json.fields as { path: string }[]).map((f) => f.path)).toEqual([field]);
  });

  // An image on another host loads from it for everyone who sees the question.
  it.each([
    ["an https image URL", "https://cdn.example.com/q/1.png"],
    ["an http image URL", "http://cdn.example.com/q/1.png"],
    ["a data URL", "data:image/png;base64,iVBORw0KGgo="],
    ["a path that climbs out of /images", "/images/../api/me.png"],
    ["a path with a query", "/images/uploads/a.png?x=1"],
    ["a path outside /images", "/api/dev/jwks"],
  ])("refuses %s as the image: only our own image paths", async (_, img) => {
    const author = await signInContributor();
    const refused = await postQuestion(author, { img });
    expect(refused.status).toBe(400);
    expect(failingFields(refused.json)).toEqual(["img"]);
  });

  it.each([
    ["an uploaded image", `/images/uploads/${"ab".repeat(32)}.png`],
    ["a seeded image", "/images/questions/clock.svg"],
  ])("accepts %s", async (_, img) => {
    const author = await signInContributor();
    const posted = await postQuestion(author, { img });
    expect(posted.status).toBe(201);
  });
});

describe("deleting a question", () => {
  it("deletes the caller's own question; another's is 403 and an unknown one 404", async () => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    const id = await poolQuestionOf(author);
    expect((await deleteQuestion(other, id)).status).toBe(403);
    expect((await listOwn(author)).json.data).toHaveLength(1);
    expect((await deleteQuestion(author, "no-such-question")).status).toBe(404);
    expect((await deleteQuestion(author, id)).json).toEqual({ Status: "OK" });
    expect((await listOwn(author)).json.data).toEqual([]);
    expect((await deleteQuestion(author, id)).status).toBe(404);
  });

  it("keeps a copy already selected into a language in play, and frees the text", async () => {
    const author = await signInContributor();
    const admin = await signInAdmin();
    const text = "Which is the longest river in India?";
    const id = await poolQuestionOf(author, { Questio: text });
    expect((await selectQuestion(admin.token, id, "en")).status).toBe(200);
    await deleteQuestion(author, id);
    const copies = await db()
      .select()
      .from(questions)
      .where(eq(questions.sourcePoolQuestionId, id));
    expect(copies).toEqual([expect.objectContaining({ languageId: "en", retiredAt: null })]);
    expect((await postQuestion(author, { Questio: text })).json).toEqual({ Status: "OK", qno: 2 });
  });
});

describe("the wallet", () => {
  it("adds up earnings in rupees, posted, selected, served and answered", async () => {
    const author = await signInContributor();
    const admin = await signInAdmin();
    const selectedTwice = await poolQuestionOf(author);
    const selectedOnce = await poolQuestionOf(author);
    await poolQuestionOf(author);
    await selectQuestion(admin.token, selectedTwice, "en");
    await selectQuestion(admin.token, selectedTwice, "hi");
    await selectQuestion(admin.token, selectedOnce, "en");
    await db()
      .update(questions)
      .set({ timesServed: 7, timesAnswered: 4 })
      .where(eq(questions.sourcePoolQuestionId, selectedTwice));
    await deleteQuestion(author, selectedOnce);
    const { status, json } = await walletOf(author);
    expect(status).toBe(200);
    // 3 selections at the default ₹5; the deleted question's copy still counts as selected.
    expect(json).toEqual({
      Datas: { Rupee: 15, Total_Quest: 2, Out: 14, Ans: 8, Selected: 2 },
      money: { earned: 15, requested: 0, paid: 0, available: 15 },
    });
  });

  it("starts at zero", async () => {
    const author = await signInContributor();
    expect((await walletOf(author)).json).toEqual({
      Datas: { Rupee: 0, Total_Quest: 0, Out: 0, Ans: 0, Selected: 0 },
      money: { earned: 0, requested: 0, paid: 0, available: 0 },
    });
  });
});
