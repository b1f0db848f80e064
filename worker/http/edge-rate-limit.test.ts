// Proves the Rate Limiting binding's layer (wrangler.toml `[[ratelimits]]`) in front of
// sign-in, the answer route and the trial: the request past the limit in one window is a
// 429 in the JSON error shape with Retry-After, counted per route and per client IP, and
// an unavailable binding lets requests through to the exact limits behind it. The exact
// Durable Object limits are proven in routes/admin-auth.test.ts and routes/trial.test.ts.
// The limiter's windows are aligned to the clock, so each test starts in a fresh window;
// its addresses (TEST-NET-3) are never handed out by the harness's freshIp.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { call } from "../test/harness";
import { EDGE_LIMIT_PERIOD_SECONDS } from "./edge-rate-limit";

const PERIOD_MS = EDGE_LIMIT_PERIOD_SECONDS * 1000;
let lastOctet = 0;
const testIp = () => `203.0.113.${++lastOctet}`;

/** Waits out the current window when less than `needMs` of it is left. */
async function freshWindow(needMs = 6000) {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * `count` requests from one IP, a few dozen at a time so even the answer route's limit
 * fits in one window; returns their statuses.
 */
async function hammer(path: string, count: number, ip: string, method = "POST") {
  const statuses: number[] = [];
  const body = method === "POST" ? {} : undefined;
  for (let sent = 0; sent < count; sent += 25) {
    const batch = Array.from({ length: Math.min(25, count - sent) }, () =>
      call(path, { method, body, ip }).then(({ status }) => status),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

/** wrangler.toml's limits: ten times what one person could need (issue 15). */
const SIGN_IN_LIMIT = 300;
const limited = [
  ["POST", "/api/post/google/auth", SIGN_IN_LIMIT],
  ["POST", "/api/post/new/google/user", SIGN_IN_LIMIT],
  ["POST", "/admin/auth/login", SIGN_IN_LIMIT],
  ["POST", "/admin/auth/user/login", SIGN_IN_LIMIT],
  ["POST", "/admin/auth/signup", SIGN_IN_LIMIT],
  ["POST", "/admin/auth/reset-password", SIGN_IN_LIMIT],
  ["POST", "/api/verify/answer/question/number", 1000],
  ["GET", "/api/get/singel/qst/bad!id", 200],
  ["POST", "/api/get/singel/qst/ans", 200],
  ["POST", "/api/time/out/by/singel/qst/data", 200],
] as const;

describe("the edge rate limit", () => {
  it.each(limited)(
    "lets %s %s through %i times a window from one IP, then refuses",
    async (method, path, limit) => {
      await freshWindow();
      const ip = testIp();
      const statuses = await hammer(path, limit, ip, method);
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const refused = await call(path, { method, body: method === "POST" ? {} : undefined, ip });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({
        error: "rate_limited",
        message: `Too many requests. Try again in ${EDGE_LIMIT_PERIOD_SECONDS} seconds.`,
      });
      expect(refused.response.headers.get("Retry-After")).toBe(String(EDGE_LIMIT_PERIOD_SECONDS));
    },
    30_000,
  );

  it("counts each client IP and each route on its own", async () => {
    await freshWindow();
    const ip = testIp();
    await hammer("/api/post/google/auth", SIGN_IN_LIMIT + 1, ip);
    expect((await call("/api/post/google/auth", { body: {}, ip })).status).toBe(429);
    expect((await call("/api/post/google/auth", { body: {}, ip: testIp() })).status).toBe(400);
    expect((await call("/admin/auth/login", { body: {}, ip })).status).toBe(400);
  });

  it("leaves routes outside its list alone", async () => {
    const statuses = await hammer("/api/auth/config", 30, testIp(), "GET");
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("lets requests through to the exact limits when the binding fails", async () => {
    const broken = {
      ...env,
      SIGN_IN_RATE_LIMIT: { limit: () => Promise.reject(new Error("unavailable")) },
    };
    const response = await app.request(
      "/admin/auth/login",
      { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } },
      broken,
    );
    expect(response.status).toBe(400);
  });
});
