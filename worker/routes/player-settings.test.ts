// Proves the player's own account: settings limited to offered (playable) languages, the app's
// own language saved apart from the questions' (and only one the app speaks), the data
// download holding the caller's data and no one else's, and deactivation ending every
// session and erasing personal fields while the money trail stays, after which the same
// Google account signs up as a new player; with cash or winnings left it refuses with
// the amounts until `{ forfeit: true }`, and what is given up is written to the ledger
//.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { playerSignIns } from "../db/schema/identity";
import { languages } from "../db/schema/questions";
import { ledgerReference } from "../domain/ledger";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import {
  addQuestions,
  call,
  DEACTIVATED_ROW,
  db,
  grant,
  type Player,
  playerRow,
  postSignIn,
  signInPlayer,
} from "../test/harness";
import { playerWithCash, withdrawn } from "../test/money-fixtures";
import { ledgerOf } from "../test/security/race-assertions";

beforeAll(async () => {
  await db()
    .insert(languages)
    .values([
      { id: "en", code: "en", name: "English", createdAt: 1 },
      { id: "hi", code: "hi", name: "Hindi", createdAt: 1 },
    ])
    .onConflictDoNothing();
  // A language is offered once it has a run's worth of questions (decision 025).
  await addQuestions(DEFAULT_RUN_SETTINGS.questionsPerRun, { language: "hi" });
});

describe("settings", () => {
  const saveSettings = (player: Player, body: object) =>
    call("/api/settings", { method: "PUT", token: player.token, body });

  // Sound effects are off until the player turns them on.
  it("starts a new player with sound off and full motion", async () => {
    const player = await signInPlayer();
    expect((await call("/api/settings", { token: player.token })).json).toMatchObject({
      preferences: { sound: false, reducedMotion: false },
    });
  });

  it("saves the name, language and preferences", async () => {
    const player = await signInPlayer();
    const body = {
      name: "Asha",
      languageId: "hi",
      preferences: { sound: false, reducedMotion: true },
    };
    expect((await saveSettings(player, body)).status).toBe(200);
    expect((await call("/api/settings", { token: player.token })).json).toEqual({
      ...body,
      email: player.email,
    });
  });

  it("keeps the app's language apart from the questions', and keeps it when left out", async () => {
    const player = await signInPlayer();
    const settings = { name: "Asha", preferences: { sound: false, reducedMotion: false } };
    await saveSettings(player, { ...settings, languageId: "en", uiLanguage: "hi" });
    expect((await call("/api/settings", { token: player.token })).json).toMatchObject({
      languageId: "en",
      uiLanguage: "hi",
    });

    expect((await saveSettings(player, { ...settings, languageId: "hi" })).status).toBe(200);
    expect((await call("/api/settings", { token: player.token })).json).toMatchObject({
      languageId: "hi",
      uiLanguage: "hi",
    });
  });

  it("refuses an app language it does not speak", async () => {
    const player = await signInPlayer();
    const { status } = await saveSettings(player, {
      name: "Asha",
      languageId: "en",
      preferences: { sound: false, reducedMotion: false },
      uiLanguage: "fr",
    });
    expect(status).toBe(400);
    expect((await call("/api/settings", { token: player.token })).json).not.toHaveProperty(
      "uiLanguage",
    );
  });

  it("refuses a language that is not offered", async () => {
    const player = await signInPlayer();
    const body = {
      name: "Asha",
      languageId: "xx",
      preferences: { sound: true, reducedMotion: false },
    };
    const { status, json } = await saveSettings(player, body);
    expect(status).toBe(400);
    expect(json.fields).toEqual([{ path: "languageId", message: "Unknown language" }]);
  });

  it("lists the playable languages to anyone", async () => {
    const { json } = await call("/api/languages");
    expect(json.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "hi", name: "Hindi" })]),
    );
  });
});

describe("personal data", () => {
  it("downloads the caller's data and nobody else's", async () => {
    const player = await signInPlayer();
    const other = await signInPlayer();
    await grant(other, "coins", 5);
    const { json, response } = await call("/api/data/export", { token: player.token });
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect(json.profile).toMatchObject({ id: player.userId, email: player.email });
    // Where the edge saw the sign-ins come from is the player's data too.
    expect(json.signIns).toEqual([{ signedInAt: expect.any(Number), city: null, country: null }]);
    const text = JSON.stringify(json);
    expect(text).not.toContain(other.userId);
    expect(text).not.toMatch(/token_hash|tokenHash|googleSubject/);
  });

  it("deactivates: sessions end, personal fields and sign-in places go, the same Google account starts afresh", async () => {
    const player = await signInPlayer();
    await grant(player, "coins", 30);
    expect(
      (await call("/api/account/deactivate", { method: "POST", token: player.token })).status,
    ).toBe(200);
    expect((await call("/api/me", { token: player.token })).status).toBe(401);
    const signIns = await db()
      .select()
      .from(playerSignIns)
      .where(eq(playerSignIns.playerId, player.userId));
    expect(signIns).toEqual([]);
    const row = await playerRow(player);
    expect(row).toMatchObject({ ...DEACTIVATED_ROW, name: "Deactivated player" });
    const again = await postSignIn(player.email);
    expect(again.status).toBe(200);
    expect(again.json.user).not.toBe(player.userId);
  });
});

describe("deactivation with money left", () => {
  const deactivate = (player: { token: string }, body?: object) =>
    call("/api/account/deactivate", { method: "POST", token: player.token, body });
  const stillActive = async (player: { token: string }) =>
    (await call("/api/me", { token: player.token })).status === 200;

  it("refuses while cash remains: 409 balance_remaining with the amounts", async () => {
    const player = await playerWithCash(20);
    const response = await deactivate(player);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: "balance_remaining",
      message: expect.stringContaining("₹20.00 cash"),
      cash: 2000,
      winnings: 0,
    });
    expect(await stillActive(player)).toBe(true);
  });

  it("refuses while a payout waits in winnings, and says so", async () => {
    const player = await playerWithCash(20);
    await withdrawn(player, 20);
    const response = await deactivate(player, { forfeit: false });
    expect(response.json).toMatchObject({
      error: "balance_remaining",
      message: expect.stringContaining("₹20.00 waiting to be paid out"),
      cash: 0,
      winnings: 2000,
    });
  });

  it("deactivates with { forfeit: true } and writes what was given up to the ledger", async () => {
    const player = await playerWithCash(25);
    expect((await deactivate(player, { forfeit: true })).json).toEqual({ Status: "OK" });
    expect(await stillActive(player)).toBe(false);
    const holder = { kind: "player" as const, id: player.userId };
    expect(await balancesOf(db(), holder)).toMatchObject({ cash: 0, bonus: 0 });
    expect(await ledgerOf(player.userId)).toEqual(
      expect.arrayContaining([
        {
          account: "cash",
          amount: -2500,
          reference: ledgerReference.deactivationForfeit(player.userId, "cash"),
        },
        {
          account: "bonus",
          amount: -1000,
          reference: ledgerReference.deactivationForfeit(player.userId, "bonus"),
        },
      ]),
    );
  });

  it("needs no confirmation for bonus, coins and stars alone, and forfeits them", async () => {
    const player = await signInPlayer();
    const holder = { kind: "player" as const, id: player.userId };
    for (const [account, amount] of [
      ["bonus", 1500],
      ["coins", 40],
      ["stars", 3],
    ] as const) {
      await grant(player, account, amount);
    }
    expect((await deactivate(player)).status).toBe(200);
    expect(await balancesOf(db(), holder)).toMatchObject({ bonus: 0, coins: 0, stars: 0 });
  });

  it("refuses a forfeit that is not a boolean with 400", async () => {
    const player = await playerWithCash(20);
    expect((await deactivate(player, { forfeit: "yes" })).status).toBe(400);
    expect(await stillActive(player)).toBe(true);
  });
});
