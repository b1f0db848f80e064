// Proves the realtime game room end to end inside workerd: sockets of every audience get
// the switch on connect and on every change, the resume alarm turns the game on once,
// the switch survives eviction, and only a main admin can flip it. the switch
// reaches the sockets whatever happens to its bookkeeping, a failed audit write is
// retried by the alarm and written once; a visitor's handshake touches neither D1 nor a
// rate-limit object, a player's only the isolate's session cache. How fast any of it is
// lives in `npm run bench:fanout`, not here. The browser side (partysocket reconnects,
// live banner) is proven in e2e/game-switch.spec.ts. A message for everyone (a live
// show's step) reaches every audience and is kept for no later socket.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { GameStatus } from "../../contract/game";
import { SOCKET_CLOSE_UNAUTHORIZED } from "../../contract/realtime";
import { auditLog } from "../db/schema/audit";
import { notifyEveryone } from "../realtime/notify";
import { failingD1, failingDurableObjects } from "../test/broken-bindings";
import { call, db, signInAdmin, signInPlayer } from "../test/harness";
import { openSocket, withTimeout } from "../test/sockets";

const room = () => env.GAME_ROOM.getByName("global");

let adminToken: string;
beforeEach(async () => {
  adminToken = (await signInAdmin()).token;
  await room().switchTo({ status: "on" }, { role: "admin", id: "test-setup" });
});

const flip = (body: unknown, token = adminToken) =>
  call("/admin/start/game/by/click", { body, token });

describe("game switch calls", () => {
  it("reports the switch to admins and to the public", async () => {
    await flip({ status: "off", text: "Few Minutes" });
    const admin = await call("/admin/start/or/no/check", { token: adminToken });
    const open = await call("/api/game/status");
    expect(admin.json).toMatchObject({ Status: "off", text: "Few Minutes", resumeAt: null });
    expect(open.json).toEqual(admin.json);
  });

  it("refuses a player token", async () => {
    const player = await signInPlayer();
    const { status } = await flip({ status: "off", text: "1 Hour" }, player.token);
    expect(status).toBe(401);
    expect((await call("/api/game/status")).json).toMatchObject({ Status: "on" });
  });

  it("answers 400 to an unknown duration or a pause without one", async () => {
    const unknown = await flip({ status: "off", text: "7 Minutes" });
    const missing = await flip({ status: "off" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual([expect.objectContaining({ path: "text" })]);
    expect(missing.status).toBe(400);
  });
});

describe("broadcast", () => {
  it("sends every change to every connected socket, players, visitors and admins", async () => {
    const player = await signInPlayer();
    const sockets = await Promise.all([
      openSocket("/api/ws", player.token),
      openSocket("/api/ws"),
      openSocket("/api/ws"),
      openSocket("/admin/ws", adminToken),
    ]);
    for (const s of sockets) {
      expect(s.protocol).toBe("quizzy.v1");
      expect(await s.next()).toMatchObject({ type: "game", Status: "on" });
    }
    const before = Date.now();
    await flip({ status: "off", text: "10 Minutes" });
    for (const s of sockets) {
      const message = await s.next();
      expect(message).toMatchObject({ type: "game", Status: "off", text: "10 Minutes" });
      expect(message.resumeAt).toBeGreaterThanOrEqual(before + 600_000);
    }
  });

  it("keeps broadcasting when one socket has gone away", async () => {
    const leaving = await openSocket("/api/ws");
    const staying = [await openSocket("/api/ws"), await openSocket("/api/ws")];
    for (const s of [leaving, ...staying]) await s.next();
    leaving.socket.close(1000, "bye");
    await flip({ status: "off", text: "30 Minutes" });
    for (const s of staying) expect(await s.next()).toMatchObject({ text: "30 Minutes" });
  });

  it("sends a message for everyone to every audience, and keeps none for later sockets", async () => {
    const player = await signInPlayer();
    const sockets = await Promise.all([
      openSocket("/api/ws", player.token),
      openSocket("/api/ws"),
      openSocket("/admin/ws", adminToken),
    ]);
    for (const s of sockets) await s.next();
    const cancelled = { type: "show", event: "cancelled", showId: "show-everyone" } as const;
    await notifyEveryone(env, cancelled);
    for (const s of sockets) expect(await s.next()).toEqual(cancelled);
    const later = await openSocket("/api/ws");
    expect(await later.next()).toMatchObject({ type: "game" });
    await expect(later.next(300)).rejects.toThrow(/timed out/);
  });
});

describe("resume alarm", () => {
  it("turns the game on at the resume time, once", async () => {
    const visitor = await openSocket("/api/ws");
    await visitor.next();
    await flip({ status: "off", text: "5 Minutes" });
    expect(await visitor.next()).toMatchObject({ Status: "off" });
    // The alarm is set for five minutes from now; move the stored resume time into the
    // past, as if those minutes had gone by, and run the alarm now.
    await runInDurableObject(room(), (_instance, state) => {
      const paused = state.storage.kv.get<GameStatus>("switch")!;
      state.storage.kv.put("switch", { ...paused, resumeAt: Date.now() - 1 });
    });
    expect(await runDurableObjectAlarm(room())).toBe(true);
    expect(await visitor.next()).toMatchObject({ type: "game", Status: "on", text: "" });
    expect(await runDurableObjectAlarm(room())).toBe(false);
    expect((await call("/api/game/status")).json).toMatchObject({ Status: "on" });
  });

  it("sets no alarm for Few Minutes, and turning on cancels a pending one", async () => {
    await flip({ status: "off", text: "Few Minutes" });
    expect(await runDurableObjectAlarm(room())).toBe(false);
    await flip({ status: "off", text: "1 Day" });
    await flip({ status: "on" });
    expect(await runDurableObjectAlarm(room())).toBe(false);
  });

  it("re-arms instead of resuming when the alarm fires early", async () => {
    await flip({ status: "off", text: "1 Hour" });
    expect(await runDurableObjectAlarm(room())).toBe(true);
    expect(await room().status()).toMatchObject({ Status: "off", text: "1 Hour" });
    expect(await runDurableObjectAlarm(room())).toBe(true);
  });

  it("keeps the switch when the object is evicted", async () => {
    await flip({ status: "off", text: "2 Days" });
    await evictDurableObject(room());
    expect(await room().status()).toMatchObject({ Status: "off", text: "2 Days" });
  });
});

describe("socket authentication", () => {
  it("closes an admin socket without a valid admin token with 4401", async () => {
    const player = await signInPlayer();
    for (const token of [undefined, "not-a-real-token-at-all", player.token]) {
      const s = await openSocket("/admin/ws", token);
      expect((await withTimeout(s.closed, 2000, "close")).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    }
  });

  it("closes a player socket whose token is dead with 4401", async () => {
    const player = await signInPlayer();
    await call("/api/auth/logout", { method: "POST", token: player.token });
    const s = await openSocket("/api/ws", player.token);
    expect((await withTimeout(s.closed, 2000, "close")).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it("answers a plain GET with 426 and a missing sub-protocol with 400", async () => {
    expect((await call("/api/ws")).status).toBe(426);
    const { status } = await call("/api/ws", { headers: { Upgrade: "websocket" } });
    expect(status).toBe(400);
  });
});

describe("the switch's path (decision 016)", () => {
  const switchRows = () => db().select().from(auditLog).where(eq(auditLog.action, "game-switch"));
  const outboxSize = () =>
    runInDurableObject(
      room(),
      (_instance, state) => [...state.storage.kv.list({ prefix: "audit-outbox:" })].length,
    );

  it("reaches the sockets and answers OK while the audit write fails, then the alarm writes the row once", async () => {
    const visitor = await openSocket("/api/ws");
    await visitor.next();
    const rowsBefore = (await switchRows()).length;
    // D1 refuses the audit row: the table is away, as in an outage of that one write.
    await env.DB.exec("ALTER TABLE audit_log RENAME TO audit_log_away");
    try {
      const { status } = await flip({ status: "off", text: "Few Minutes" });
      expect(status).toBe(200);
      expect(await visitor.next()).toMatchObject({ type: "game", Status: "off" });
      expect(await room().status()).toMatchObject({ Status: "off", text: "Few Minutes" });
      expect(await outboxSize()).toBe(1);
    } finally {
      await env.DB.exec("ALTER TABLE audit_log_away RENAME TO audit_log");
    }
    expect(await switchRows()).toHaveLength(rowsBefore);
    // "Few Minutes" sets no resume alarm: the alarm is the pending row's retry.
    expect(await runDurableObjectAlarm(room())).toBe(true);
    expect(await outboxSize()).toBe(0);
    const rows = await switchRows();
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows.at(-1)).toMatchObject({ summary: "Stopped the game until an admin starts it" });
    expect(await runDurableObjectAlarm(room())).toBe(false);
  });

  it("writes a retried row once, however often the outbox is flushed", async () => {
    await flip({ status: "off", text: "Few Minutes" });
    const [latest] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, "Stopped the game until an admin starts it"));
    // Put the written row back in the outbox, as if the object stopped before clearing it.
    await runInDurableObject(room(), (_instance, state) => {
      state.storage.kv.put(`audit-outbox:${latest!.id}`, {
        id: latest!.id,
        actor: { role: latest!.actorRole, id: latest!.actorId },
        before: { Status: "on", text: "", resumeAt: null, changedAt: 0 },
        after: { Status: "off", text: "Few Minutes", resumeAt: null, changedAt: 0 },
        at: latest!.createdAt,
      });
    });
    await flip({ status: "on" });
    expect(await outboxSize()).toBe(0);
    expect(await db().select().from(auditLog).where(eq(auditLog.id, latest!.id))).toHaveLength(1);
  });
});

describe("handshakes", () => {
  it("lets a visitor in with D1 and the rate-limit objects unreachable", async () => {
    const broken = { ...env, DB: failingD1(), RATE_LIMITER: failingDurableObjects() };
    const visitor = await openSocket("/api/ws", undefined, { bindings: broken });
    expect(await visitor.next()).toMatchObject({ type: "game", Status: "on" });
  });

  it("lets a player in from the isolate's session cache with D1 unreachable", async () => {
    const player = await signInPlayer();
    // A player call remembers the session in this isolate, as the app's first call does.
    await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token });
    const broken = { ...env, DB: failingD1(), RATE_LIMITER: failingDurableObjects() };
    const socket = await openSocket("/api/ws", player.token, { bindings: broken });
    expect(await socket.next()).toMatchObject({ type: "game" });
    await flip({ status: "off", text: "5 Minutes" });
    expect(await socket.next()).toMatchObject({ type: "game", Status: "off" });
  });
});
