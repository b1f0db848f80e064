// Proves the main admin's select screen (SPEC.md /admin/select): every live pool question
// with its contributor and the languages it is in; a selection copies the stored question
// (never the payload's fields) into an enabled language and pays its contributor once per
// question and language, however often and however concurrently it is clicked; and a
// contributor earns only on their own questions.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../db/schema/money";
import { questions } from "../db/schema/questions";
import {
  adminForSuite,
  contributorIdOf,
  earningsOf,
  ensureLanguage,
  poolQuestionOf,
  riverChoices,
  selectQuestion,
} from "../test/admin-fixtures";
import { call, db, signInContributor } from "../test/harness";

const admin = adminForSuite("en", "hi");

beforeAll(async () => {
  await ensureLanguage("off", false);
});

const copiesOf = (poolId: string) =>
  db().select().from(questions).where(eq(questions.sourcePoolQuestionId, poolId));

describe("the pool", () => {
  it("lists every contributor's live questions, newest first, with who posted them", async () => {
    const author = await signInContributor();
    const older = await poolQuestionOf(author, { Questio: "Older pool question?", lang: "hi" });
    const newer = await poolQuestionOf(author, { Questio: "Newer pool question?" });
    const deleted = await poolQuestionOf(author);
    await call(`/admin/delete/users/admin/qno/from/admin/users/${deleted}`, {
      method: "DELETE",
      token: author.token,
    });
    await selectQuestion(admin.token, older, "en");
    const { status, json } = await call("/admin/get/tottal/users/created/questions", {
      token: admin.token,
    });
    expect(status).toBe(200);
    const data = json.data as { _id: string }[];
    expect(json.total).toBe(data.length);
    expect(data.map((q) => q._id)).not.toContain(deleted);
    const mine = data.filter((q) => q._id === older || q._id === newer);
    expect(mine.map((q) => q._id)).toEqual([newer, older]);
    expect(mine[1]).toEqual({
      _id: older,
      user: await contributorIdOf(author),
      userName: "Test Author",
      qno: 1,
      Questio: "Older pool question?",
      img: "",
      ...riverChoices,
      tough: "Easy",
      seconds: 20,
      lang: "hi",
      selectedInto: ["en"],
    });
  });
});

describe("selecting a question into a language", () => {
  it("copies the stored question, not the payload, and pays its contributor", async () => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author, { Questio: "Stored text?", Ans: "c" });
    const { status, json } = await call("/admin/get/data/and/post/users/selected/data/to/db", {
      token: admin.token,
      body: {
        _id: id,
        user: "someone",
        Questio: "Tampered text?",
        Ans: "a",
        lang: "en",
        sel_lang: "hi",
        seconds: 999,
      },
    });
    expect([status, json]).toEqual([200, { Status: "OK" }]);
    expect(await copiesOf(id)).toEqual([
      expect.objectContaining({
        languageId: "hi",
        text: "Stored text?",
        answer: "c",
        seconds: 20,
        retiredAt: null,
      }),
    ]);
    expect(await earningsOf(author)).toBe(500);
  });

  it("answers IN the second time and pays once", async () => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    expect((await selectQuestion(admin.token, id, "en")).status).toBe(200);
    const again = await selectQuestion(admin.token, id, "en");
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ Status: "IN", message: "This question already exists." });
    expect(await copiesOf(id)).toHaveLength(1);
    expect(await earningsOf(author)).toBe(500);
  });

  it("answers one OK and the rest IN when selections race, and pays once", async () => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => selectQuestion(admin.token, id, "en")),
    );
    expect(results.map((r) => r.json.Status).sort()).toEqual(["IN", "IN", "IN", "IN", "OK"]);
    expect(await copiesOf(id)).toHaveLength(1);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.holderId, await contributorIdOf(author)),
          eq(ledgerEntries.account, "earnings"),
        ),
      );
    expect(entries).toEqual([
      expect.objectContaining({ amount: 500, reference: `selection:${id}:en` }),
    ]);
  });

  it("pays once per language", async () => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    await selectQuestion(admin.token, id, "en");
    await selectQuestion(admin.token, id, "hi");
    expect((await copiesOf(id)).map((q) => q.languageId).sort()).toEqual(["en", "hi"]);
    expect(await earningsOf(author)).toBe(1000);
  });

  it("pays only the question's own contributor", async () => {
    const [author, other] = await Promise.all([signInContributor(), signInContributor()]);
    const id = await poolQuestionOf(author);
    await selectQuestion(admin.token, id, "en");
    expect(await earningsOf(author)).toBe(500);
    expect(await earningsOf(other)).toBe(0);
  });

  it("pays the reward the settings name", async () => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    const settings = await call("/admin/settings/run", { token: admin.token });
    await call("/admin/settings/run", {
      method: "PUT",
      token: admin.token,
      body: { ...settings.json, contributorRewardPaise: 750 },
    });
    await selectQuestion(admin.token, id, "en");
    await call("/admin/settings/run", { method: "PUT", token: admin.token, body: settings.json });
    expect(await earningsOf(author)).toBe(750);
  });

  it.each([
    ["missing", {}],
    ["empty", { sel_lang: "" }],
    ["null", { sel_lang: null }],
  ])("answers 'Please select a language!' when the language is %s", async (_, language) => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    const { status, json } = await call("/admin/get/data/and/post/users/selected/data/to/db", {
      token: admin.token,
      body: { _id: id, ...language },
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      error: "bad_request",
      message: "Please select a language!",
      fields: [{ path: "sel_lang", message: "Please select a language!" }],
    });
  });

  it.each([
    ["unknown", "zz"],
    ["disabled", "off"],
  ])("refuses an %s language and pays nothing", async (_, language) => {
    const author = await signInContributor();
    const id = await poolQuestionOf(author);
    const { status, json } = await selectQuestion(admin.token, id, language);
    expect(status).toBe(400);
    expect(json.fields).toEqual([{ path: "sel_lang", message: "Unknown or disabled language" }]);
    expect(await copiesOf(id)).toEqual([]);
    expect(await earningsOf(author)).toBe(0);
  });

  it("answers 404 for a question that is not in the pool", async () => {
    expect((await selectQuestion(admin.token, "no-such-question", "en")).status).toBe(404);
  });

  it("answers 400 without a question id", async () => {
    const { status, json } = await call("/admin/get/data/and/post/users/selected/data/to/db", {
      token: admin.token,
      body: { sel_lang: "en" },
    });
    expect(status).toBe(400);
    expect(json.fields).toEqual([expect.objectContaining({ path: "_id" })]);
  });
});
