// Proves the chaos control (issue 35) exists only where CHAOS_FAULTS is "1": without it
// every /api/__chaos/ path is the Worker's plain 404; with it, a D1 fault window fails its
// share of calls (both kinds: refused, and made then timed out) and closes again, and the
// object faults answer.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { tallyName } from "../domain/show-shards";
import worker from "../index";
import { signInPlayer } from "../test/harness";

const chaosEnv = { ...env, CHAOS_FAULTS: "1" } as unknown as Env;

function control(path: string, body: unknown, bindings: Env = chaosEnv) {
  const request = new Request(`http://quizzy.test/api/__chaos/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.35.0.1" },
    body: JSON.stringify(body),
  });
  return worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    bindings,
    createExecutionContext(),
  );
}

const closeFaults = () => control("d1", { share: 0, ms: 0, seconds: 0, seed: 1 });
afterAll(closeFaults);

describe("the chaos control", () => {
  it("does not exist without CHAOS_FAULTS", async () => {
    const calls = [
      ["d1", { share: 1, ms: 0, seconds: 60, seed: 1 }],
      ["evict", { object: "game-room", name: "global" }],
      ["alarm", { object: "game-room", name: "global" }],
      ["drop-sockets", {}],
    ] as const;
    for (const [path, body] of calls) {
      const response = await control(path, body, env);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found", message: "No such API route" });
    }
    // Nothing was armed: D1 answers every call.
    await expect(openDatabase(env.DB).$client.prepare("select 1").all()).resolves.toBeTruthy();
  });

  it("fails every D1 call while a window with share 1 is open, then none", async () => {
    const opened = await control("d1", { share: 1, ms: 5, seconds: 60, seed: 7 });
    expect(opened.status).toBe(200);
    const db = openDatabase(env.DB).$client;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.prepare("select 1").all()),
    );
    const reasons = outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "ok"));
    expect(reasons.some((r) => r.includes("storage unavailable"))).toBe(true);
    expect(reasons.some((r) => r.includes("timed out"))).toBe(true);
    expect(reasons).not.toContain("ok");
    await closeFaults();
    await expect(db.prepare("select 1").all()).resolves.toBeTruthy();
  });

  it("evicts an object, fires its alarm again and drops the hubs' sockets", async () => {
    const player = await signInPlayer();
    const names = {
      "player-run": player.userId,
      "game-room": "global",
      "show-room": "show-1",
      "show-tally": tallyName("show-1", 0),
    };
    for (const [object, name] of Object.entries(names)) {
      expect(await (await control("evict", { object, name })).json()).toEqual({ evicted: true });
      expect((await control("alarm", { object, name })).status).toBe(200);
    }
    expect(await (await control("drop-sockets", {})).json()).toEqual({ dropped: 0 });
  });
});
