// Proves the main admin's languages: every language listed with its state, codes that are
// unique and well formed, renames and switches, English kept on, and players whose
// language is switched off served in English until it is back on.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readRunPlayer } from "../data/people/players";
import { players } from "../db/schema/identity";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db, signInPlayer } from "../test/harness";

const admin = adminForSuite();

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

describe("languages", () => {
  it("creates a language whose code is its id, and lists it with its state", async () => {
    const { status, json } = await createLanguage({ code: "pt-br", name: " Português " });
    expect([status, json]).toEqual([201, { Status: "OK", id: "pt-br" }]);
    await patchLanguage("pt-br", { enabled: false });
    expect(await listLanguages()).toContainEqual({
      id: "pt-br",
      code: "pt-br",
      name: "Português",
      enabled: false,
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

  it("renames and switches a language; an empty edit and an unknown language are refused", async () => {
    await createLanguage({ code: "ml", name: "Malayalam" });
    expect((await patchLanguage("ml", { name: "മലയാളം" })).json).toEqual({ Status: "OK" });
    expect((await patchLanguage("ml", { enabled: false })).status).toBe(200);
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "ml", name: "മലയാളം", enabled: false }),
    );
    expect((await patchLanguage("ml", {})).status).toBe(400);
    expect((await patchLanguage("zz", { enabled: true })).status).toBe(404);
  });

  it("keeps English enabled, because it is what everyone else falls back to", async () => {
    const { status, json } = await patchLanguage("en", { enabled: false });
    expect(status).toBe(409);
    expect(json.error).toBe("conflict");
    expect(await listLanguages()).toContainEqual(
      expect.objectContaining({ id: "en", enabled: true }),
    );
  });

  it("offers players and user-admins only the enabled languages", async () => {
    await createLanguage({ code: "or", name: "Odia" });
    await patchLanguage("or", { enabled: false });
    const offered = (await call("/api/languages")).json.data as { id: string }[];
    expect(offered.map((l) => l.id)).not.toContain("or");
  });
});

describe("a player whose language is switched off", () => {
  it("is served English until the language is back on", async () => {
    await createLanguage({ code: "pa", name: "Punjabi" });
    await addQuestions(1, { language: "pa" });
    const player = await signInPlayer();
    await db().update(players).set({ languageId: "pa" }).where(eq(players.id, player.userId));
    expect((await readRunPlayer(db(), player.userId)).languageId).toBe("pa");
    await patchLanguage("pa", { enabled: false });
    expect((await readRunPlayer(db(), player.userId)).languageId).toBe("en");
    await call("/api/run/start", { method: "POST", token: player.token });
    const { json } = await call(`/api/get/question/no/by/user/name/${player.userId}`, {
      token: player.token,
    });
    expect(json).toMatchObject({ Status: "OK", data: { cat: "en" } });
    await patchLanguage("pa", { enabled: true });
    expect((await readRunPlayer(db(), player.userId)).languageId).toBe("pa");
  });

  it("is served English when the language row is gone", async () => {
    const player = await signInPlayer();
    await db().update(players).set({ languageId: "gone" }).where(eq(players.id, player.userId));
    expect((await readRunPlayer(db(), player.userId)).languageId).toBe("en");
  });
});
