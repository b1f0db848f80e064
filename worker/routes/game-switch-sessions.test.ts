// Proves the game switch's admin check (decision 016): the game room remembers
// the admin sessions it has checked, so a switch needs no D1 read, and every way an admin
// session ends reaches that memory at once: logging out, changing one's password (the
// changer's own session stays), a reset link used. A session revoked where the room
// cannot hear of it is honoured for at most ADMIN_REMEMBER_MS, and a D1 read that a
// revocation overtook is not remembered. Players and forged tokens never flip it.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admins, sessions } from "../db/schema/identity";
import { ADMIN_REMEMBER_MS } from "../durable/game-room";
import { sha256Hex } from "../identity/tokens";
import { call, createAdminAccount, db, signInAdmin, signInPlayer } from "../test/harness";

const room = () => env.GAME_ROOM.getByName("global");
const flip = (token: string, status: "on" | "off" = "on") =>
  call("/admin/start/game/by/click", {
    token,
    body: status === "on" ? { status } : { status, text: "Few Minutes" },
  });
const adminLogin = (email: string, password: string) =>
  call("/admin/auth/login", { body: { email, password } });

/** As a revocation the room never heard of would: the row changes, the room is not told. */
const revokeBehindTheRoomsBack = async (token: string) =>
  db()
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(eq(sessions.tokenHash, await sha256Hex(token)));

afterEach(async () => {
  vi.useRealTimers();
  await room().switchTo({ status: "on" }, { role: "admin", id: "test-teardown" });
});

describe("the switch's admin check", () => {
  it("is remembered by the room: a switch after the first needs no D1 read", async () => {
    const admin = await signInAdmin();
    expect((await flip(admin.token)).status).toBe(200);
    await revokeBehindTheRoomsBack(admin.token);
    // Only the room's memory can still know this session now.
    expect((await flip(admin.token, "off")).status).toBe(200);
    // Every other admin route reads D1 and refuses it.
    expect((await call("/admin/dashboard", { token: admin.token })).status).toBe(401);
  });

  it("honours a session revoked behind its back for at most ADMIN_REMEMBER_MS", async () => {
    const admin = await signInAdmin();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    expect((await flip(admin.token)).status).toBe(200);
    await revokeBehindTheRoomsBack(admin.token);
    vi.setSystemTime(Date.now() + ADMIN_REMEMBER_MS + 1);
    const late = await flip(admin.token);
    expect(late.status).toBe(401);
    expect(late.json).toMatchObject({ Logout: "OUT" });
  });

  it("forgets a session at once when its admin logs out", async () => {
    const admin = await signInAdmin();
    expect((await flip(admin.token)).status).toBe(200);
    await call("/admin/auth/logout", { method: "POST", token: admin.token });
    expect((await flip(admin.token)).status).toBe(401);
    expect((await call("/admin/start/or/no/check", { token: admin.token })).status).toBe(401);
  });

  it("forgets the other sessions when an admin changes their password, and keeps theirs", async () => {
    const account = await createAdminAccount();
    const here = (await adminLogin(account.email, account.password)).json.token as string;
    const elsewhere = (await adminLogin(account.email, account.password)).json.token as string;
    expect((await flip(here)).status).toBe(200);
    expect((await flip(elsewhere)).status).toBe(200);
    const changed = await call("/admin/auth/password", {
      token: here,
      body: { current: account.password, password: "a-new-admin-password" },
    });
    expect(changed.status).toBe(200);
    expect((await flip(elsewhere)).status).toBe(401);
    expect((await flip(here)).status).toBe(200);
  });

  it("forgets every session of an admin whose reset link is used", async () => {
    const issuer = await signInAdmin();
    const account = await createAdminAccount();
    const token = (await adminLogin(account.email, account.password)).json.token as string;
    expect((await flip(token)).status).toBe(200);
    const [row] = await db().select().from(admins).where(eq(admins.email, account.email));
    const issued = await call("/admin/auth/password-resets", {
      token: issuer.token,
      body: { role: "admin", id: row?.id },
    });
    const secret = String(issued.json.link).split("#")[1];
    const used = await call("/admin/auth/reset-password", {
      body: { token: secret, password: "reset-admin-password" },
    });
    expect(used.status).toBe(200);
    expect((await flip(token)).status).toBe(401);
  });

  it("does not remember a D1 read that a revocation overtook", async () => {
    const admin = await signInAdmin();
    const tokenHash = await sha256Hex(admin.token);
    await runInDurableObject(room(), async (instance) => {
      const reading = instance.verifyAdmin(tokenHash, Date.now());
      instance.forgetAdminSessions({ sessionId: "any-session" });
      expect(await reading).toMatchObject({ role: "admin" });
    });
    await revokeBehindTheRoomsBack(admin.token);
    expect((await flip(admin.token)).status).toBe(401);
  });

  it("refuses players' and forged tokens, and a missing one", async () => {
    const player = await signInPlayer();
    for (const token of [player.token, "forged-token-of-enough-length"]) {
      const refused = await flip(token);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ Logout: "OUT" });
    }
    const missing = await call("/admin/start/game/by/click", { body: { status: "on" } });
    expect(missing.status).toBe(401);
  });
});
