// Proves the main admin's languages (decision 025): every language listed with its state
// and its live question count against a run's worth; codes unique and well formed; a new
// language starts disabled and can be enabled only once it has a run's worth of live
// questions (409 `language_not_ready` with the counts otherwise); renames; English kept on;
// only playable languages offered to players; and players whose language is switched off,
// or falls short by retirement, served English (and told so by the run state) until it
// is playable again.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readRunPlayer } from "../data/people/players";
import { players } from "../db/schema/identity";
import { languages } from "../db/schema/questions";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db, signInPlayer } from "../test/harness";

const admin = adminForSuite();
const RUN = DEFAULT_RUN_SETTINGS.questionsPerRun;

beforeAll(async () => {
  await addQuestions(2, { language: "en" });
});

const createLanguage = (body: object) => call("/admin/languages", { token: admin.token, body });
const patchLanguage = (id: string, body: object) =>
  call(`/admin/languages/${id}`, { method: "PATCH", token: admin.token, body });
const listLanguages = async () =>
  (await call("/admin/get/all/admin/new/languages/data", { token: admin.token })).json.Data as {
    id: string;
    enabled: boolean;
  }[];
const offeredToPlayers = async () =>
  ((await call("/api/languages")).json.data as { id: string }[]).map((language) => language.id);

/** A language made through the admin's call and filled with `count` live questions. */
async function languageWith(code: string, name: string, count: number) {
  await createLanguage({ code, name });
  return count > 0 ? addQuestions(count, { language: code }) : [];
}

const retire = (questionId: string) =>
  call(`/admin/questions/${questionId}/retire`, { method: "POST", token: admin.token });

/** A player whose saved question language is `languageId`. */
async function playerOf(languageId: string) {
  const player = await signInPlayer();
  await db().update(players).set({ languageId }).where(eq(players.id, player.userId));
  return player;
}

const servedLanguage = async (playerId: string) =>
  (await readRunPlayer(db(), playerId, RUN)).languageId;

describe("languages", () => {
  it("creates a language whose code is its id, disabled, and lists it with its questions", async () => {
    const { status, json } = await createLanguage({ code: "pt-br", name: " Português " });
    expect([status, json]).toEqual([201, { Status: "OK", id: "pt-br" }]);
    expect(await listLanguages()).toContainEqual({
      id: "pt-br",
      code: "pt-br",
      name: "Português",
      enabled: false,
      liveQuestions: 0,
      questionsNeeded: RUN,
      ready: false,
    });
  });

  it("refuses a code twice and a malformed code", async () => {
    await createLanguage({ code: "te", name: "Telugu" });
    expect((await createLanguage({ code: "te", name: "Telugu again" })).status).toBe(409);
    for (const code of ["T", "toolonglanguage", "te_in", "-te", "TE"]) {
      const { status, json } = await createLanguage({ code, name: "Bad" });
      expect(status).toBe(400);
      expect(json.fields).toEqual([expect.objectContaining({ path: "code" })]);
    }
  });

  it("renames and switches a ready language; an empty edit and an unknown language are refused", async () => {
    await languageWith("ml", "Malayalam", RUN);
    expect((await patchLanguage("ml", { name: "മലയാളം" })).json).toEqual({ Status: "OK" });
    expect((await patchLanguage("ml", { enabled: true })).status).toBe(200);
    expect((await patchLanguage("ml", { enabled: false })).status).toBe(200);
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "ml", name: "മലയാളം", enabled: false, ready: true }),
    );
    expect((await patchLanguage("ml", {})).status).toBe(400);
    expect((await patchLanguage("zz", { enabled: true })).status).toBe(404);
  });

  // Tamil was enabled at once with no questions, and a player's try went on it.
  it("refuses to enable a language short of a run's questions, with what it has and needs", async () => {
    await languageWith("ta", "Tamil", 3);
    const { status, json } = await patchLanguage("ta", { enabled: true });
    expect(status).toBe(409);
    expect(json).toEqual({
      error: "language_not_ready",
      message: `Tamil has 3 questions; a run needs ${RUN}. Add ${RUN - 3} more to enable it.`,
      liveQuestions: 3,
      questionsNeeded: RUN,
    });
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "ta", enabled: false, liveQuestions: 3, ready: false }),
    );
    // Retired questions are never served, so they do not count.
    await addQuestions(RUN - 3, { language: "ta" });
    const [oneMore] = await addQuestions(1, { language: "ta" });
    await retire(oneMore!);
    expect((await patchLanguage("ta", { enabled: true })).json).toEqual({ Status: "OK" });
    expect(await offeredToPlayers()).toContain("ta");
  });

  it("keeps English enabled, because it is what everyone else falls back to", async () => {
    const { status, json } = await patchLanguage("en", { enabled: false });
    expect(status).toBe(409);
    expect(json.error).toBe("conflict");
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "en", enabled: true }),
    );
  });

  it("offers players only the playable languages: enabled, with a run's worth of questions", async () => {
    await languageWith("or", "Odia", RUN);
    await patchLanguage("or", { enabled: true });
    // An old row enabled before the rule, with too few questions, is not offered either.
    await db().insert(languages).values({ id: "as", code: "as", name: "Assamese", createdAt: 1 });
    await addQuestions(1, { language: "as" });
    expect(await offeredToPlayers()).toContain("or");
    expect(await offeredToPlayers()).not.toContain("as");
    await patchLanguage("or", { enabled: false });
    expect(await offeredToPlayers()).not.toContain("or");
    const player = await signInPlayer();
    const save = await call("/api/settings", {
      method: "PUT",
      token: player.token,
      body: { name: "Asha", languageId: "as", preferences: { sound: false, reducedMotion: false } },
    });
    expect(save.status).toBe(400);
  });
});

describe("a player whose language is not playable", () => {
  it("is served English while it is switched off, and told so on the run state", async () => {
    await languageWith("pa", "Punjabi", RUN);
    await patchLanguage("pa", { enabled: true });
    const player = await playerOf("pa");
    expect(await servedLanguage(player.userId)).toBe("pa");
    await patchLanguage("pa", { enabled: false });
    expect(await servedLanguage(player.userId)).toBe("en");
    const state = await call("/api/run/state", { token: player.token });
    expect(state.json.unplayableLanguage).toEqual({ id: "pa", name: "Punjabi" });
    await call("/api/run/start", { method: "POST", token: player.token });
    const { json } = await call(`/api/get/question/no/by/user/name/${player.userId}`, {
      token: player.token,
    });
    expect(json).toMatchObject({ Status: "OK", data: { cat: "en" } });
    await patchLanguage("pa", { enabled: true });
    expect(await servedLanguage(player.userId)).toBe("pa");
    expect((await call("/api/run/state", { token: player.token })).json.unplayableLanguage).toBe(
      null,
    );
  });

  // Decision 025: falling short stays enabled (the admin's choice), but is not offered.
  it("is served English once retirements leave it short of a run, and the language stays enabled", async () => {
    const [first] = await languageWith("gu", "Gujarati", RUN);
    await patchLanguage("gu", { enabled: true });
    const player = await playerOf("gu");
    await retire(first!);
    expect(await servedLanguage(player.userId)).toBe("en");
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "gu", enabled: true, liveQuestions: RUN - 1, ready: false }),
    );
    expect(await offeredToPlayers()).not.toContain("gu");
    await addQuestions(1, { language: "gu" });
    expect(await servedLanguage(player.userId)).toBe("gu");
  });

  it("keeps their language while they change their name, and may always pick English", async () => {
    await languageWith("kn", "Kannada", RUN);
    await patchLanguage("kn", { enabled: true });
    const player = await playerOf("kn");
    await patchLanguage("kn", { enabled: false });
    const save = (languageId: string) =>
      call("/api/settings", {
        method: "PUT",
        token: player.token,
        body: { name: "Asha Rao", languageId, preferences: { sound: false, reducedMotion: false } },
      });
    expect((await save("kn")).status).toBe(200);
    expect((await save("en")).status).toBe(200);
    // Once away from it, a language that is not playable is not picked again.
    expect((await save("kn")).status).toBe(400);
  });

  it("is served English when the language row is gone", async () => {
    const player = await playerOf("gone");
    expect(await readRunPlayer(db(), player.userId, RUN)).toMatchObject({
      languageId: "en",
      unplayable: null,
    });
  });
});
