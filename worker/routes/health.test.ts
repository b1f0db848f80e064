// Proves GET /api/health: 200 with every check "ok" when the dependencies answer, 503
// naming exactly the one that is down (D1, the GameRoom and SocketHub objects, the
// assets), and no error text in either answer. It does not prove a real Cloudflare
// outage; the outages here are bindings that reject.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { failingD1, failingDurableObjects, stubAssets } from "../test/broken-bindings";

/** The built shell is not in a clean checkout, so the assets are stubbed as healthy. */
const healthyEnv = () => ({ ...env, ASSETS: stubAssets(200) });

async function health(bindings: Partial<Env> = {}) {
  const response = await app.request("/api/health", {}, { ...healthyEnv(), ...bindings });
  return { status: response.status, text: await response.text(), response };
}

describe("GET /api/health", () => {
  it("answers 200 with every check ok when everything answers", async () => {
    const { status, text, response } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      checks: { d1: "ok", gameRoom: "ok", socketHub: "ok", assets: "ok" },
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["d1", { DB: failingD1("secret-d1-detail") }],
    ["gameRoom", { GAME_ROOM: failingDurableObjects("secret-room-detail") }],
    ["socketHub", { SOCKET_HUB: failingDurableObjects("secret-hub-detail") }],
    ["assets", { ASSETS: stubAssets(null) }],
    ["assets", { ASSETS: stubAssets(500) }],
  ] as const)("answers 503 naming %s when it is down, without its error", async (down, broken) => {
    const { status, text } = await health(broken as Partial<Env>);
    expect(status).toBe(503);
    const body = JSON.parse(text);
    expect(body.status).toBe("down");
    expect(Object.entries(body.checks).filter(([, state]) => state === "down")).toEqual([
      [down, "down"],
    ]);
    expect(text).not.toMatch(/secret|unreachable|Error/);
  });

  it("reuses a recent answer for the same bindings instead of asking again", async () => {
    let assetFetches = 0;
    const counted = {
      ...healthyEnv(),
      ASSETS: {
        fetch: async () => {
          assetFetches += 1;
          return new Response(null, { status: 200 });
        },
      } as unknown as Fetcher,
    };
    await app.request("/api/health", {}, counted);
    await app.request("/api/health", {}, counted);
    expect(assetFetches).toBe(1);
  });
});
