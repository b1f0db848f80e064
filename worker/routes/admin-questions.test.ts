// Proves the live bank (SPEC.md /admin/questions, /admin/addquestion): the admin adds a
// question straight into a language under the contributors' rules, finds questions by
// language, difficulty and text a page at a time, edits them, and retires them, and a
// retired question is never served to a player again. Also that a browser navigation to
// /admin/questions is the screen, not the JSON.
import { beforeAll, describe, expect, it } from "vitest";
import { adminForSuite, ensureLanguage, questionForm } from "../test/admin-fixtures";
import { call, failingFields, setRunSettings, signInPlayer } from "../test/harness";

const admin = adminForSuite("en", "bn", "ta", "mr", "gu");

beforeAll(async () => {
  await ensureLanguage("kn", false);
});

const addQuestion = (body: Record<string, unknown>) =>
  call("/admin/questions", { token: admin.token, body: { ...questionForm(), ...body } });
const listQuestions = (query: string) => call(`/admin/questions?${query}`, { token: admin.token });

async function added(body: Record<string, unknown>): Promise<string> {
  const { status, json } = await addQuestion(body);
  if (status !== 201) throw new Error(`add failed: ${status}`);
  return json.id as string;
}

describe("adding to the bank", () => {
  it("adds a question into a language and lists it", async () => {
    const { status, json } = await addQuestion({
      lang: "bn",
      Questio: "Who wrote Gitanjali?",
      img: "/images/questions/book.svg",
      Ans: "a",
      tough: "Medium",
      seconds: 25,
    });
    expect(status).toBe(201);
    expect(json).toEqual({ Status: "OK", id: expect.any(String) });
    const list = await listQuestions("lang=bn");
    expect(list.json).toEqual({
      data: [
        {
          _id: json.id,
          lang: "bn",
          Questio: "Who wrote Gitanjali?",
          img: "/images/questions/book.svg",
          a: "Ganga",
          b: "Yamuna",
          c: "Kaveri",
          d: "Godavari",
          Ans: "a",
          tough: "Medium",
          seconds: 25,
          source: null,
          served: 0,
          answered: 0,
          correct: 0,
          createdAt: expect.any(Number),
          retiredAt: null,
          trial: false,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
  });

  it("allows a disabled language, so it can be filled before it is switched on", async () => {
    expect((await addQuestion({ lang: "kn" })).status).toBe(201);
  });

  it("refuses an unknown language and names the fields that break the rules", async () => {
    const unknown = await addQuestion({ lang: "zz" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual([{ path: "lang", message: "Unknown language" }]);
    const invalid = await addQuestion({ lang: undefined, Ans: "x", seconds: 0 });
    expect(invalid.status).toBe(400);
    expect(failingFields(invalid.json)).toEqual(["Ans", "lang", "seconds"]);
  });
});

describe("finding questions", () => {
  it("filters by difficulty and by text, with % taken literally", async () => {
    // Short texts one word apart read alike (the band), which the admin confirms.
    const confirmSimilar = true;
    await added({ lang: "mr", Questio: "What is 50% of 10?", tough: "Too Easy" });
    await added({ lang: "mr", Questio: "What is 5 of 10?", tough: "Too Easy", confirmSimilar });
    await added({ lang: "mr", Questio: "What is half of 10?", tough: "Tough", confirmSimilar });
    const byText = await listQuestions("lang=mr&q=50%25");
    expect((byText.json.data as { Questio: string }[]).map((q) => q.Questio)).toEqual([
      "What is 50% of 10?",
    ]);
    const byDifficulty = await listQuestions("lang=mr&tough=Too%20Easy&q=what");
    expect(byDifficulty.json.total).toBe(2);
    const anyDifficulty = await listQuestions("lang=mr&tough=&q=");
    expect(anyDifficulty.json.total).toBe(3);
  });

  it("pages 25 at a time, newest first", async () => {
    // They read alike (the band), which the admin confirms: paging is proven here.
    for (let i = 0; i < 27; i++) {
      await added({ lang: "gu", Questio: `Gujarati question ${i}?`, confirmSimilar: true });
    }
    const first = await listQuestions("lang=gu");
    const second = await listQuestions("lang=gu&page=2");
    expect(first.json).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.json.data).toHaveLength(25);
    expect((first.json.data as { Questio: string }[])[0]?.Questio).toBe("Gujarati question 26?");
    expect((second.json.data as { Questio: string }[]).map((q) => q.Questio)).toEqual([
      "Gujarati question 1?",
      "Gujarati question 0?",
    ]);
  });

  it("refuses an unknown difficulty and a page below 1", async () => {
    const { status, json } = await listQuestions("tough=Hard&page=0");
    expect(status).toBe(400);
    expect(failingFields(json)).toEqual(["page", "tough"]);
  });

  it("gives a browser navigation the SPA shell, as for any other admin screen", async () => {
    // Compared with /admin/home, because the shell is a built asset that a clean checkout lacks.
    const navigate = (path: string) =>
      call(path, { headers: { Accept: "text/html,application/xhtml+xml" } });
    const [screen, home] = await Promise.all([
      navigate("/admin/questions"),
      navigate("/admin/home"),
    ]);
    expect(screen.status).toBe(home.status);
    expect(screen.text).toBe(home.text);
    expect(screen.response.headers.get("Vary")).toBe("Accept");
  });
});

describe("editing and retiring", () => {
  it("edits only the fields sent, and an empty image removes it", async () => {
    const id = await added({ lang: "en", img: "/images/questions/old.svg" });
    const { status } = await call(`/admin/questions/${id}`, {
      method: "PATCH",
      token: admin.token,
      body: { Questio: "Edited question?", Ans: "d", img: "" },
    });
    expect(status).toBe(200);
    const { json } = await listQuestions("q=Edited%20question");
    expect(json.data).toEqual([
      expect.objectContaining({
        _id: id,
        Questio: "Edited question?",
        Ans: "d",
        img: "",
        a: "Ganga",
      }),
    ]);
  });

  it("refuses an empty edit, a bad field and an unknown question", async () => {
    const id = await added({ lang: "en" });
    const edit = (target: string, body: object) =>
      call(`/admin/questions/${target}`, { method: "PATCH", token: admin.token, body });
    expect((await edit(id, {})).status).toBe(400);
    const bad = await edit(id, { tough: "Hard" });
    expect([bad.status, (bad.json.fields as { path: string }[])[0]?.path]).toEqual([400, "tough"]);
    expect((await edit("no-such-question", { seconds: 30 })).status).toBe(404);
  });

  it("retires a question once, and an unknown one is 404", async () => {
    const id = await added({ lang: "en", Questio: "Soon retired?" });
    const retire = () =>
      call(`/admin/questions/${id}/retire`, { method: "POST", token: admin.token });
    expect((await retire()).json).toEqual({ Status: "OK" });
    const [first] = (await listQuestions("q=Soon%20retired")).json.data as { retiredAt: number }[];
    expect(first?.retiredAt).toEqual(expect.any(Number));
    await retire();
    const [second] = (await listQuestions("q=Soon%20retired")).json.data as { retiredAt: number }[];
    expect(second?.retiredAt).toBe(first?.retiredAt);
    const unknown = await call("/admin/questions/no-such-question/retire", {
      method: "POST",
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it("never serves a retired question to a player", async () => {
    // A one-question run, so Tamil's one live question makes it playable (decision 025).
    await setRunSettings({ questionsPerRun: 1 });
    await added({ lang: "ta", Questio: "Still in play?", Ans: "b" });
    const retired = await added({ lang: "ta", Questio: "Retired from play?", Ans: "b" });
    await call(`/admin/questions/${retired}/retire`, { method: "POST", token: admin.token });
    const player = await signInPlayer();
    await call("/api/settings", {
      method: "PUT",
      token: player.token,
      body: { name: "Tamil", languageId: "ta", preferences: { sound: true, reducedMotion: false } },
    });
    await call("/api/run/start", { method: "POST", token: player.token });
    const question = `/api/get/question/no/by/user/name/${player.userId}`;
    const first = await call(question, { token: player.token });
    expect(first.json).toMatchObject({ Status: "OK", data: { _id: expect.any(String) } });
    expect((first.json.data as { Question: string }).Question).toBe("Still in play?");
    const verdict = await call("/api/verify/answer/question/number", {
      token: player.token,
      body: { answer: "b", user: player.userId, id: (first.json.data as { _id: string })._id },
    });
    expect(verdict.json.Status).toBe("STARS");
    await setRunSettings({});
  });
});
