// Proves the per-isolate memory of player sessions keeps revocation honest: logging out
// or being blocked refuses the token at once in this isolate, a session revoked where
// this isolate cannot see it is honoured for at most ten seconds, and admin sessions are
// never remembered at all.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema/identity";
import { call, db, signInAdmin, signInPlayer } from "../test/harness";
import { sha256Hex } from "./tokens";

const runState = (token: string) => call("/api/run/state", { token });

/** As another isolate would: the row changes, this isolate's memory does not hear of it. */
const revokeBehindTheIsolatesBack = async (token: string) =>
  db()
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(eq(sessions.tokenHash, await sha256Hex(token)));

afterEach(() => {
  vi.useRealTimers();
});

describe("remembered player sessions", () => {
  it("refuse a token at once after logout", async () => {
    const player = await signInPlayer();
    expect((await runState(player.token)).status).toBe(200);
    await call("/api/auth/logout", { method: "POST", token: player.token });
    expect((await runState(player.token)).status).toBe(401);
  });

  it("honour a session revoked elsewhere for at most ten seconds", async () => {
    const player = await signInPlayer();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    expect((await runState(player.token)).status).toBe(200);
    await revokeBehindTheIsolatesBack(player.token);
    vi.setSystemTime(Date.now() + 9_000);
    expect((await runState(player.token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 1_001);
    expect((await runState(player.token)).status).toBe(401);
  });

  it("are recalled by the token without hashing it again", async () => {
    const player = await signInPlayer();
    expect((await runState(player.token)).status).toBe(200);
    const digest = vi.spyOn(crypto.subtle, "digest");
    try {
      expect((await runState(player.token)).status).toBe(200);
      expect(digest).not.toHaveBeenCalled();
    } finally {
      digest.mockRestore();
    }
  });

  it("are never kept for admins: a revoked admin token is refused on the next call", async () => {
    const admin = await signInAdmin();
    const coupons = () => call("/admin/catalogue/coupons", { token: admin.token });
    expect((await coupons()).status).toBe(200);
    await revokeBehindTheIsolatesBack(admin.token);
    expect((await coupons()).status).toBe(401);
  });
});
