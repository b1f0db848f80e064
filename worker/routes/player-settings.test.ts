// Proves the player's own account: settings limited to offered languages, the data
// download holding the caller's data and no one else's, and deactivation ending every
// session and erasing personal fields while the money trail stays, after which the same
// Google account signs up as a new player.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { credit } from "../data/money/ledger";
import { playerSignIns, players } from "../db/schema/identity";
import { languages } from "../db/schema/questions";
import { call, db, devIdToken, signInBody, signInPlayer } from "../test/harness";

beforeAll(async () => {
  await db()
    .insert(languages)
    .values([
      { id: "en", code: "en", name: "English", createdAt: 1 },
      { id: "hi", code: "hi", name: "Hindi", createdAt: 1 },
    ])
    .onConflictDoNothing();
});

describe("settings", () => {
  it("saves the name, language and preferences", async () => {
    const player = await signInPlayer();
    const body = {
      name: "Asha",
      languageId: "hi",
      preferences: { sound: false, reducedMotion: true },
    };
    expect((await call("/api/settings", { method: "PUT", token: player.token, body })).status).toBe(
      200,
    );
    expect((await call("/api/settings", { token: player.token })).json).toEqual({
      ...body,
      email: player.email,
    });
  });

  it("refuses a language that is not offered", async () => {
    const player = await signInPlayer();
    const body = {
      name: "Asha",
      languageId: "xx",
      preferences: { sound: true, reducedMotion: false },
    };
    const { status, json } = await call("/api/settings", {
      method: "PUT",
      token: player.token,
      body,
    });
    expect(status).toBe(400);
    expect(json.fields).toEqual([{ path: "languageId", message: "Unknown language" }]);
  });

  it("lists the enabled languages to anyone", async () => {
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
    await credit(
      db(),
      {
        holder: { kind: "player", id: other.userId },
        account: "coins",
        amount: 5,
        reference: `o-${other.userId}`,
        memo: "",
      },
      1,
    );
    const { json, response } = await call("/api/data/export", { token: player.token });
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect(json.profile).toMatchObject({ id: player.userId, email: player.email });
    // Issue 14: where the edge saw the sign-ins come from is the player's data too.
    expect(json.signIns).toEqual([{ signedInAt: expect.any(Number), city: null, country: null }]);
    const text = JSON.stringify(json);
    expect(text).not.toContain(other.userId);
    expect(text).not.toMatch(/token_hash|tokenHash|googleSubject/);
  });

  it("deactivates: sessions end, personal fields and sign-in places go, the same Google account starts afresh", async () => {
    const player = await signInPlayer();
    await credit(
      db(),
      {
        holder: { kind: "player", id: player.userId },
        account: "coins",
        amount: 30,
        reference: `d-${player.userId}`,
        memo: "",
      },
      1,
    );
    expect(
      (await call("/api/account/deactivate", { method: "POST", token: player.token })).status,
    ).toBe(200);
    expect((await call("/api/me", { token: player.token })).status).toBe(401);
    const signIns = await db()
      .select()
      .from(playerSignIns)
      .where(eq(playerSignIns.playerId, player.userId));
    expect(signIns).toEqual([]);
    const [row] = await db().select().from(players).where(eq(players.id, player.userId));
    expect(row).toMatchObject({
      email: null,
      googleSubject: null,
      picture: null,
      status: "deactivated",
      name: "Deactivated player",
    });
    const again = await call("/api/post/google/auth", {
      body: signInBody(player.email, await devIdToken(player.email)),
    });
    expect(again.status).toBe(200);
    expect(again.json.user).not.toBe(player.userId);
  });
});
