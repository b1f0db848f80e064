// Proves the near-duplicate check on the routes: adding, editing or selecting
// a question whose text reads like a live question of the same language (case,
// punctuation and spacing aside, or a slip of a letter) answers 409 `near_duplicate`
// naming that question, and `allowSimilar: true` saves it anyway; another language, a
// retired question and the question being edited never count; a second copy of the same
// pool question is still SPEC.md's IN; a copy disguised with zero-width spaces,
// soft hyphens or Cyrillic look-alike letters is refused too. a rewording 0.7 to
// 0.9 alike answers 409 `similar_questions` listing the live questions it reads like, most
// alike first, and `confirmSimilar: true` (or `allowSimilar: true`) saves it, while a text
// above 0.9 is still a `near_duplicate` that `confirmSimilar` does not pass, and a user-admin is
// refused before it is asked. The measure itself is proven in worker/domain/near-duplicates.test.ts.
import { describe, expect, it } from "vitest";
import {
  adminForSuite,
  poolQuestionOf,
  questionForm,
  selectQuestion,
} from "../test/admin-fixtures";
import { call, signInContributor } from "../test/harness";

const admin = adminForSuite("en", "hi");

const subjects = [
  ["saffron", "Kashmir", "valleys"],
  ["tea", "Assam", "estates"],
  ["silk", "Mysore", "looms"],
  ["marble", "Makrana", "quarries"],
  ["mangoes", "Ratnagiri", "orchards"],
  ["brassware", "Moradabad", "workshops"],
  ["carpets", "Bhadohi", "villages"],
  ["pottery", "Khurja", "kilns"],
  ["coffee", "Coorg", "hills"],
  ["spices", "Kerala", "markets"],
  ["toys", "Channapatna", "lanes"],
  ["shawls", "Kullu", "homes"],
];
let counter = 0;
/** A question text unlike every other one this file adds. */
function freshText() {
  const [thing, place, where] = subjects[counter++ % subjects.length] ?? [];
  return `Which ${thing} from ${place} ${where} became famous in ${1900 + counter}?`;
}

const add = (Questio: string, extra: Record<string, unknown> = {}) =>
  call("/admin/questions", {
    token: admin.token,
    body: { ...questionForm({ Questio }), lang: "en", ...extra },
  });
const edit = (id: string, body: Record<string, unknown>) =>
  call(`/admin/questions/${id}`, { token: admin.token, method: "PATCH", body });

describe("adding and editing near-duplicates", () => {
  it("refuses a question that differs only in case and punctuation, naming the similar one", async () => {
    const text = freshText();
    const first = await add(text);
    expect(first.status).toBe(201);
    const twin = await add(`  ${text.toUpperCase().replace("?", "!!")}`);
    expect(twin.status).toBe(409);
    expect(twin.json).toEqual({
      error: "near_duplicate",
      message: expect.stringContaining(text),
      similar: { _id: first.json.id, Questio: text, lang: "en", similarity: 1 },
    });
  });

  it("refuses a slip of a letter, and saves it with allowSimilar", async () => {
    const text = "Which river flows through the holy city of Varanasi in northern India?";
    const first = await add(text);
    const slip = text.replace("India", "Indai");
    const refused = await add(slip);
    expect(refused.status).toBe(409);
    expect(refused.json.similar).toMatchObject({ _id: first.json.id });
    expect((refused.json.similar as { similarity: number }).similarity).toBeGreaterThanOrEqual(0.9);
    const saved = await add(slip, { allowSimilar: true });
    expect(saved.status).toBe(201);
  });

  it("refuses a copy disguised with zero-width spaces, soft hyphens or Cyrillic letters", async () => {
    const text = freshText();
    const first = await add(text);
    const hidden = text.replace("from", "fr\u200Bom").replace("became", "be\u00ADcame");
    const cyrillic = text.replace(/a/g, "а").replace(/o/g, "о").replace(/e/g, "е");
    for (const disguised of [hidden, cyrillic]) {
      const refused = await add(disguised);
      expect(refused.status).toBe(409);
      expect(refused.json.similar).toEqual({
        _id: first.json.id,
        Questio: text,
        lang: "en",
        similarity: 1,
      });
    }
  });

  it("compares only live questions of the same language", async () => {
    const text = freshText();
    const first = await add(text);
    expect((await add(text, { lang: "hi" })).status).toBe(201);
    await call(`/admin/questions/${first.json.id}/retire`, { token: admin.token, method: "POST" });
    expect((await add(text)).status).toBe(201);
  });

  it("refuses an edit that makes a near-duplicate, but never compares a question with itself", async () => {
    const kept = freshText();
    await add(kept);
    const other = await add(freshText());
    const id = other.json.id as string;
    const refused = await edit(id, { Questio: kept.toLowerCase() });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: "near_duplicate", similar: { Questio: kept } });
    expect((await edit(id, { Questio: kept.toLowerCase(), allowSimilar: true })).status).toBe(200);
    expect((await edit(id, { seconds: 30 })).status).toBe(200);
    const alone = freshText();
    const lone = await add(alone);
    expect((await edit(lone.json.id as string, { Questio: alone.toUpperCase() })).status).toBe(200);
  });

  it("refuses an edit that only says allowSimilar", async () => {
    const other = await add(freshText());
    const empty = await edit(other.json.id as string, { allowSimilar: true });
    expect(empty.status).toBe(400);
  });
});

describe("selecting a contributed near-duplicate", () => {
  it("refuses it with 409 near_duplicate, selects it with allowSimilar, and a second copy is IN", async () => {
    const text = freshText();
    const live = await add(text);
    const author = await signInContributor();
    const pool = await poolQuestionOf(author, { Questio: text.replace("?", " ?") });
    const refused = await selectQuestion(admin.token, pool, "en");
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      error: "near_duplicate",
      similar: { _id: live.json.id, lang: "en" },
    });
    const select = (allowSimilar: boolean) =>
      call("/admin/get/data/and/post/users/selected/data/to/db", {
        token: admin.token,
        body: { _id: pool, sel_lang: "en", allowSimilar },
      });
    expect((await select(true)).json).toEqual({ Status: "OK" });
    const again = await select(false);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ Status: "IN" });
  });
});

describe("rewordings in the band below a near-duplicate", () => {
  const king = "Which animal is called the king of the jungle?";
  const reworded = "Which animal is known as the king of the jungle?";

  it("answers 409 similar_questions listing them, and saves with confirmSimilar", async () => {
    const first = await add(king, { lang: "hi" });
    expect(first.status).toBe(201);
    const asked = await add(reworded, { lang: "hi" });
    expect(asked.status).toBe(409);
    expect(asked.json).toEqual({
      error: "similar_questions",
      message:
        "This may be a live question of the same language (72 % alike) reworded. Check that it asks something different, then confirm to save it.",
      similar: [{ _id: first.json.id, Questio: king, lang: "hi", similarity: 0.72 }],
    });
    const saved = await add(reworded, { lang: "hi", confirmSimilar: true });
    expect(saved.status).toBe(201);
  });

  it("lists several most alike first, and allowSimilar confirms the band too", async () => {
    const text = "Which festival of lights is celebrated across India in the month of Kartik?";
    const kept = await add(text);
    const near = await add(
      "Which festival of lights is celebrated all over India in the month of Kartik?",
      { confirmSimilar: true },
    );
    expect(near.status).toBe(201);
    const asked = await add("Which festival of lights is celebrated in India in Kartik?");
    expect(asked.status).toBe(409);
    const similar = asked.json.similar as { _id: string; similarity: number }[];
    expect(asked.json.error).toBe("similar_questions");
    expect(asked.json.message).toMatch(
      /^This may be 2 live questions of the same language \(up to \d+ % alike\)/,
    );
    expect(similar.map((question) => question._id).sort()).toEqual(
      [kept.json.id, near.json.id].sort(),
    );
    expect(similar[0]!.similarity).toBeGreaterThanOrEqual(similar[1]!.similarity);
    const saved = await add("Which festival of lights is celebrated in India in Kartik?", {
      allowSimilar: true,
    });
    expect(saved.status).toBe(201);
  });

  it("still refuses a text above 0.9 as a near_duplicate, which confirmSimilar does not pass", async () => {
    const text = "Which is the longest river that flows entirely within the borders of India?";
    const first = await add(text);
    const slip = text.replace("borders", "border");
    const refused = await add(slip, { confirmSimilar: true });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      error: "near_duplicate",
      similar: { _id: first.json.id, Questio: text, lang: "en" },
    });
    const { similarity } = refused.json.similar as { similarity: number };
    expect(similarity).toBeGreaterThanOrEqual(0.9);
    expect(similarity).toBeLessThan(1);
  });

  it("asks before an edit rewords a question like another, never comparing it with itself", async () => {
    const kept = "Which Indian city is known as the pink city of Rajasthan?";
    await add(kept, { lang: "hi" });
    const other = await add(freshText(), { lang: "hi" });
    const id = other.json.id as string;
    const rewording = "Which Indian city is called the pink city of Rajasthan?";
    const asked = await edit(id, { Questio: rewording });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      error: "similar_questions",
      similar: [{ Questio: kept, lang: "hi" }],
    });
    expect((await edit(id, { Questio: rewording, confirmSimilar: true })).status).toBe(200);
    const tower = await add("Which tall tower in Paris was built for the world fair of 1889?");
    const ownRewording = "Which tall tower in Paris was made for the world fair of 1889?";
    expect((await edit(tower.json.id as string, { Questio: ownRewording })).status).toBe(200);
    expect((await edit(id, { confirmSimilar: true })).status).toBe(400);
  });

  it("asks before selecting a contributed rewording, and selects it with confirmSimilar", async () => {
    const live = await add("Which colourful bird is known as the national bird of India?");
    const author = await signInContributor();
    const pool = await poolQuestionOf(author, {
      Questio: "Which colourful bird is called the national bird of India?",
    });
    const asked = await selectQuestion(admin.token, pool, "en");
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      error: "similar_questions",
      similar: [{ _id: live.json.id, lang: "en" }],
    });
    const selected = await call("/admin/get/data/and/post/users/selected/data/to/db", {
      token: admin.token,
      body: { _id: pool, sel_lang: "en", confirmSimilar: true },
    });
    expect(selected.json).toEqual({ Status: "OK" });
  });

  it("refuses a user-admin as before (401, no main admin session), whatever it confirms", async () => {
    const author = await signInContributor();
    const refused = await call("/admin/questions", {
      token: author.token,
      body: { ...questionForm({ Questio: reworded }), lang: "en", confirmSimilar: true },
    });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe("unauthorized");
  });
});
