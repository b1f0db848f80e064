// Proves the Rate Limiting binding's layer (wrangler.toml `[[ratelimits]]`) in front of
// sign-in, the answer route and the trial: the request past the limit in one window is a
// 429 in the JSON error shape with Retry-After, counted per route and per client IP, and
// an unavailable binding lets requests through to the exact limits behind it. The exact
// Durable Object limits are proven in routes/admin-auth.test.ts and routes/trial.test.ts.
// The limiter's windows are aligned to the clock, so each test counts its requests within
// one window, again in the next one from a new address if the window turned meanwhile;
// its addresses (TEST-NET-3) are never handed out by the harness's freshIp.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { call } from "../test/harness";
import { EDGE_LIMIT_PERIOD_SECONDS } from "./edge-rate-limit";

const PERIOD_MS = EDGE_LIMIT_PERIOD_SECONDS * 1000;
let lastOctet = 0;
const testIp = () => `203.0.113.${++lastOctet}`;

/** A generous time per request, to skip a window too short for a test's requests. */
const MS_PER_REQUEST = 5;
const WINDOWS_TRIED = 3;
const windowOf = (ms: number) => Math.floor(ms / PERIOD_MS);

/**
 * Runs `attempt` with a new address within one window of the limiter: it waits for the
 * next window only when less than this many requests' time is left of the current one,
 * and tries again in the next window (from another address) if the window turned before
 * the attempt ended. A wait of a whole window each time would idle most of this file.
 */
async function inOneWindow<T>(requests: number, attempt: (ip: string) => Promise<T>): Promise<T> {
  for (let tried = 0; tried < WINDOWS_TRIED; tried++) {
    const left = PERIOD_MS - (Date.now() % PERIOD_MS);
    if (left < requests * MS_PER_REQUEST) {
      await new Promise((resolve) => setTimeout(resolve, left + 50));
    }
    const window = windowOf(Date.now());
    const result = await attempt(testIp());
    if (windowOf(Date.now()) === window) return result;
  }
  throw new Error(`${requests} requests did not fit in one ${PERIOD_MS} ms window`);
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

/** wrangler.toml's limits: ten times what one person could need. */
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

type Counted = { binding: string; key: string };

/**
 * The app's environment with every Rate Limiting binding wrapped to note which binding
 * and key a request was counted under, still counting it in the real binding.
 */
function countingEnv(counted: Counted[]): Env {
  const wrapped: Record<string, unknown> = { ...env };
  for (const [name, binding] of Object.entries(env)) {
    const limiter = binding as Partial<RateLimit>;
    if (typeof limiter?.limit !== "function") continue;
    wrapped[name] = {
      limit: (options: { key: string }) => {
        counted.push({ binding: name, key: options.key });
        return (binding as RateLimit).limit(options);
      },
    } satisfies Partial<RateLimit>;
  }
  return wrapped as unknown as Env;
}

function send(method: string, path: string, ip: string, appEnv: Env) {
  return app.request(
    path,
    {
      method,
      body: method === "POST" ? "{}" : undefined,
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    },
    appEnv,
  );
}

describe("the edge rate limit", () => {
  // The limit is the binding's count under the key the route's request is counted by:
  // the first request through the app names that key, the binding counts all but the last
  // two of the limit directly (so the answer route's 1,000 never wait on the whole app,
  // whatever the machine's load), and the app lets the limit's last request through and
  // refuses the one after.
  it.each(limited)(
    "lets %s %s through %i times a window from one IP, then refuses",
    async (method, path, limit) => {
      const { statuses, refused } = await inOneWindow(limit, async (ip) => {
        const counted: Counted[] = [];
        const appEnv = countingEnv(counted);
        const first = (await send(method, path, ip, appEnv)).status;
        expect(counted).toHaveLength(1);
        const [{ binding, key }] = counted as [Counted];
        const limiter = env[binding as keyof Env] as unknown as RateLimit;
        await Promise.all(Array.from({ length: limit - 2 }, () => limiter.limit({ key })));
        const last = (await send(method, path, ip, appEnv)).status;
        return { statuses: [first, last], refused: await send(method, path, ip, appEnv) };
      });
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: "rate_limited",
        message: `Too many requests. Try again in ${EDGE_LIMIT_PERIOD_SECONDS} seconds.`,
      });
      expect(refused.headers.get("Retry-After")).toBe(String(EDGE_LIMIT_PERIOD_SECONDS));
    },
    WINDOWS_TRIED * 2 * PERIOD_MS,
  );

  it(
    "counts each client IP and each route on its own",
    async () => {
      const statuses = await inOneWindow(SIGN_IN_LIMIT + 3, async (ip) => {
        await hammer("/api/post/google/auth", SIGN_IN_LIMIT + 1, ip);
        return {
          sameIpAndRoute: (await call("/api/post/google/auth", { body: {}, ip })).status,
          anotherIp: (await call("/api/post/google/auth", { body: {}, ip: testIp() })).status,
          anotherRoute: (await call("/admin/auth/login", { body: {}, ip })).status,
        };
      });
      expect(statuses.sameIpAndRoute).toBe(429);
      expect(statuses.anotherIp).toBe(400);
      expect(statuses.anotherRoute).toBe(400);
    },
    WINDOWS_TRIED * 2 * PERIOD_MS,
  );

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
