// Proves the main admin's people screens: user-admins listed with their numbers, and
// disabling one ends their sessions at once (their next call answers 505) until they are
// enabled and sign in again; players found by email or name, and blocking one ends their
// sessions and sign-ins until unblocked, while a deactivated account stays as it is.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { players } from "../db/schema/identity";
import {
  adminForSuite,
  contributorIdOf,
  poolQuestionOf,
  selectQuestion,
} from "../test/admin-fixtures";
import {
  call,
  db,
  playerRow,
  postSignIn,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../test/harness";

const admin = adminForSuite("en");

const setDisabled = (id: string, disabled: boolean) =>
  call(`/admin/contributors/${id}`, { method: "PATCH", token: admin.token, body: { disabled } });
const setBlocked = (id: string, blocked: boolean) =>
  call(`/admin/players/${id}`, { method: "PATCH", token: admin.token, body: { blocked } });
const searchPlayers = async (q: string) =>
  (
    (await call(`/admin/players?q=${encodeURIComponent(q)}`, { token: admin.token })).json.data as {
      id: string;
    }[]
  ).map((p) => p.id);

describe("user-admins", () => {
  it("lists each user-admin with posted, selected, served and earned", async () => {
    const author = await signInContributor();
    const id = await contributorIdOf(author);
    const selected = await poolQuestionOf(author);
    await poolQuestionOf(author);
    await selectQuestion(admin.token, selected, "en");
    const { json } = await call("/admin/contributors", { token: admin.token });
    expect((json.data as { id: string }[]).find((c) => c.id === id)).toEqual({
      id,
      name: "Test Author",
      email: author.email,
      disabled: false,
      createdAt: expect.any(Number),
      questions: 2,
      selected: 1,
      served: 0,
      answered: 0,
      earningsPaise: 500,
    });
  });

  it("ends a disabled user-admin's session at once, and lets them back when enabled", async () => {
    const author = await signInContributor();
    const id = await contributorIdOf(author);
    const wallet = `/admin/get/wallet/amount/credits/links/by/${author.ssid}`;
    expect((await setDisabled(id, true)).json).toEqual({ Status: "OK" });
    const refused = await call(wallet, { token: author.token });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ Status: 505 });
    const login = () =>
      call("/admin/auth/user/login", { body: { email: author.email, password: author.password } });
    expect((await login()).status).toBe(403);
    await setDisabled(id, false);
    const again = await login();
    expect(again.json).toMatchObject({ Status: "OK" });
    const next = `/admin/get/wallet/amount/credits/links/by/${again.json.ssid}`;
    expect((await call(next, { token: again.json.token as string })).status).toBe(200);
  });

  it("refuses an unknown user-admin and a body without the switch", async () => {
    expect((await setDisabled("no-such-author", true)).status).toBe(404);
    const author = await signInContributor();
    const bad = await call(`/admin/contributors/${await contributorIdOf(author)}`, {
      method: "PATCH",
      token: admin.token,
      body: { disabled: "yes" },
    });
    expect([bad.status, bad.json.fields]).toEqual([
      400,
      [expect.objectContaining({ path: "disabled" })],
    ]);
  });
});

describe("players", () => {
  it("finds players by part of the email or the name, % taken literally", async () => {
    const player = await signInPlayer(uniqueEmail("findme"));
    await db()
      .update(players)
      .set({ name: "Zebra 100% Crossing" })
      .where(eq(players.id, player.userId));
    expect(await searchPlayers("findme")).toContain(player.userId);
    expect(await searchPlayers("zebra 100%")).toEqual([player.userId]);
    expect(await searchPlayers("zebra 1000")).toEqual([]);
  });

  it("answers the newest players, at most 50, without a search", async () => {
    const player = await signInPlayer();
    const { json } = await call("/admin/players", { token: admin.token });
    const data = json.data as { id: string }[];
    expect(data.length).toBeLessThanOrEqual(50);
    expect(data[0]).toEqual({
      id: player.userId,
      name: "Test Player",
      email: player.email,
      username: player.email.split("@")[0],
      status: "active",
      createdAt: expect.any(Number),
    });
  });

  it("blocks a player: sessions end and sign-in is refused until unblocked", async () => {
    const player = await signInPlayer();
    expect((await setBlocked(player.userId, true)).json).toEqual({ Status: "OK" });
    const me = await call("/api/me", { token: player.token });
    expect([me.status, me.json.Logout]).toEqual([401, "OUT"]);
    const signIn = () => postSignIn(player.email);
    expect((await signIn()).status).toBe(403);
    await setBlocked(player.userId, false);
    const again = await signIn();
    expect([again.status, again.json.user]).toEqual([200, player.userId]);
  });

  it("leaves a deactivated account as it is, and answers 404 for an unknown one", async () => {
    const player = await signInPlayer();
    await call("/api/account/deactivate", { method: "POST", token: player.token });
    const { status } = await setBlocked(player.userId, true);
    expect(status).toBe(409);
    const row = await playerRow(player);
    expect(row?.status).toBe("deactivated");
    expect((await setBlocked("no-such-player", true)).status).toBe(404);
  });
});
