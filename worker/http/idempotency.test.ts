// Proves the Idempotency-Key middleware on a write route of its own (issue 35): the first
// request claims the key and runs; a retry gets the same reply marked replayed; another
// request under the key is 409 idempotency_key_reused; a retry while the first runs is
// 409 request_in_progress with Retry-After 1, unless the first has held the key past a
// minute (its runtime died), when the retry takes over; a 5xx frees the key; a record
// older than 24 h is started afresh and the hourly sweep deletes it; two racing requests
// run once; one caller's key never replays another's reply; and without the header
// nothing touches D1. The money route end to end is in idempotent-money.test.ts.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_KEPT_MS } from "../data/idempotency";
import { idempotencyKeys } from "../db/schema/idempotency";
import { runScheduledMaintenance } from "../maintenance";
import { db } from "../test/harness";
import type { AppEnv } from "./app-env";
import { handleError } from "./errors";
import { idempotentWrites } from "./idempotency";
import { requestContext } from "./request-context";

/** How the test route answers its next runs: a status, or a wait the test ends. */
const route = {
  runs: 0,
  failures: [] as (number | "throw")[],
  held: null as Promise<void> | null,
};

const testApp = new Hono<AppEnv>()
  .use(requestContext)
  .use("/api/*", idempotentWrites)
  .post("/api/orders", async (c) => {
    route.runs += 1;
    const run = route.runs;
    await route.held;
    const failure = route.failures.shift();
    if (failure === "throw") throw new Error("a bug in the handler");
    if (failure) return c.json({ error: "unavailable", message: "Busy" }, failure as 503);
    return c.json({ run, ordered: await c.req.json() }, 201);
  })
  .onError(handleError);

function hold() {
  let release = () => {};
  route.held = new Promise((resolve) => {
    release = resolve;
  });
  return () => {
    route.held = null;
    release();
  };
}

const order = (key: string | null, body: unknown = { item: "pen" }, authorization?: string) => {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== null) headers["Idempotency-Key"] = key;
  if (authorization) headers.Authorization = authorization;
  return testApp.request(
    "/api/orders",
    { method: "POST", headers, body: JSON.stringify(body) },
    env,
  );
};

const reply = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
  replayed: response.headers.get("Idempotent-Replayed"),
});

/** Moves a key's record into the past, as if it was claimed (or created) `ms` ago. */
async function age(key: string, column: "claimedAt" | "createdAt", ms: number) {
  await db()
    .update(idempotencyKeys)
    .set({ [column]: Date.now() - ms })
    .where(eq(idempotencyKeys.key, key));
}

const recordOf = async (key: string) =>
  (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

/** Waits until the route has been entered `runs` times in all. */
async function untilRuns(runs: number) {
  await expect.poll(() => route.runs).toBe(runs);
}

describe("a write with an Idempotency-Key", () => {
  it("runs once; the same request again gets the same status and body, marked replayed", async () => {
    const key = crypto.randomUUID();
    const before = route.runs;

    const first = await reply(await order(key));
    const again = await reply(await order(key));

    expect(first).toEqual({
      status: 201,
      body: { run: before + 1, ordered: { item: "pen" } },
      replayed: null,
    });
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(route.runs).toBe(before + 1);
    expect(await recordOf(key)).toMatchObject({
      status: 201,
      contentType: "application/json",
      method: "POST",
      path: "/api/orders",
      caller: "visitor",
    });
  });

  it("refuses a different body under the same key with 409 idempotency_key_reused", async () => {
    const key = crypto.randomUUID();
    await order(key, { item: "pen" });
    const before = route.runs;

    const other = await reply(await order(key, { item: "ink" }));

    expect(other.status).toBe(409);
    expect(other.body.error).toBe("idempotency_key_reused");
    expect(route.runs).toBe(before);
  });

  it.each([
    ["empty", ""],
    ["with a space", "two words"],
    ["longer than 255 characters", "k".repeat(256)],
    ["with a tab", "tab\tinside"],
  ])("answers 400 bad_request to a key %s, running nothing", async (_, key) => {
    const before = route.runs;
    const refused = await reply(await order(key));
    expect([refused.status, refused.body.error]).toEqual([400, "bad_request"]);
    expect(route.runs).toBe(before);
  });

  it("takes a key of 255 visible characters", async () => {
    const key = `${crypto.randomUUID()}~`.padEnd(255, "!");
    expect((await order(key)).status).toBe(201);
    expect((await order(key)).headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("answers a retry while the first still runs 409 request_in_progress with Retry-After 1", async () => {
    const key = crypto.randomUUID();
    const release = hold();
    const first = order(key);
    await untilRuns(route.runs + 1);
    const runsWhileHeld = route.runs;

    const retry = await order(key);

    expect(retry.status).toBe(409);
    expect(retry.headers.get("Retry-After")).toBe("1");
    expect((await retry.json()) as object).toMatchObject({ error: "request_in_progress" });
    release();
    expect((await first).status).toBe(201);
    expect((await order(key)).headers.get("Idempotent-Replayed")).toBe("true");
    expect(route.runs).toBe(runsWhileHeld);
  });

  it("lets a retry take over a key held for over a minute, and keeps the retry's reply", async () => {
    const key = crypto.randomUUID();
    const release = hold();
    const died = order(key);
    await untilRuns(route.runs + 1);
    await age(key, "claimedAt", 59_000);
    expect((await order(key)).status).toBe(409);
    await age(key, "claimedAt", 61_000);
    route.held = null;

    const takeover = await reply(await order(key));

    expect(takeover.status).toBe(201);
    // The first request ends after all: its reply is not the one kept.
    release();
    await died;
    expect(await reply(await order(key))).toEqual({ ...takeover, replayed: "true" });
  });

  it.each([
    ["a 503", 503],
    ["a 500", 500],
    ["a thrown error", "throw"],
    ["a 429", 429],
  ] as const)("frees the key after %s, so the retry runs again", async (_, failure) => {
    const key = crypto.randomUUID();
    route.failures.push(failure);
    const before = route.runs;

    const failed = await order(key);
    expect(failed.status).toBe(failure === "throw" ? 500 : failure);
    expect(await recordOf(key)).toBeUndefined();
    const retry = await reply(await order(key));

    expect(retry).toMatchObject({ status: 201, replayed: null });
    expect(route.runs).toBe(before + 2);
  });

  it("starts a key afresh once its record is older than 24 hours", async () => {
    const key = crypto.randomUUID();
    await order(key);
    await age(key, "createdAt", IDEMPOTENCY_KEY_KEPT_MS - 60_000);
    expect((await order(key)).headers.get("Idempotent-Replayed")).toBe("true");
    await age(key, "createdAt", IDEMPOTENCY_KEY_KEPT_MS + 1);
    const before = route.runs;

    const fresh = await reply(await order(key, { item: "ink" }));

    expect(fresh).toMatchObject({ status: 201, replayed: null, body: { run: before + 1 } });
    expect((await order(key, { item: "ink" })).headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("runs two racing requests with one key exactly once", async () => {
    const key = crypto.randomUUID();
    const before = route.runs;

    const replies = await Promise.all(Array.from({ length: 6 }, () => order(key)));

    expect(route.runs).toBe(before + 1);
    const statuses = replies.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const ran = replies.filter(
      (response) => response.status === 201 && !response.headers.has("Idempotent-Replayed"),
    );
    expect(ran).toHaveLength(1);
  });

  it("never replays one caller's reply to another holding the same key", async () => {
    const key = crypto.randomUUID();
    const before = route.runs;

    const asha = await reply(await order(key, { item: "pen" }, "Bearer asha-token"));
    const ravi = await reply(await order(key, { item: "pen" }, "Bearer ravi-token"));
    const visitor = await reply(await order(key, { item: "pen" }));

    expect([asha.body.run, ravi.body.run, visitor.body.run]).toEqual([
      before + 1,
      before + 2,
      before + 3,
    ]);
    expect([asha.replayed, ravi.replayed, visitor.replayed]).toEqual([null, null, null]);
    const callers = await db()
      .select({ caller: idempotencyKeys.caller })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    // The Authorization header is kept only as its hash.
    expect(callers.map((row) => row.caller)).not.toContain("Bearer asha-token");
    expect(callers).toHaveLength(3);
  });
});

/** A D1 binding every statement of which fails. */
const unreachableD1 = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("D1_ERROR: Network connection lost.");
    },
  },
) as D1Database;

describe("D1 and the header", () => {
  it("runs a write without the header every time, never touching D1", async () => {
    const before = route.runs;
    const send = () =>
      testApp.request(
        "/api/orders",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
        { ...env, DB: unreachableD1 },
      );

    expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
    expect(route.runs).toBe(before + 2);
  });

  it("is 503 unavailable with Retry-After when a key is sent and D1 is down, running nothing", async () => {
    const before = route.runs;
    const response = await testApp.request(
      "/api/orders",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "k-1" },
        body: "{}",
      },
      { ...env, DB: unreachableD1 },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("2");
    expect(route.runs).toBe(before);
  });
});

describe("the hourly sweep", () => {
  it("deletes records created more than 24 hours ago and keeps younger ones", async () => {
    const [old, young] = [crypto.randomUUID(), crypto.randomUUID()];
    await order(old);
    await order(young);
    await age(old, "createdAt", IDEMPOTENCY_KEY_KEPT_MS + 60_000);
    await age(young, "createdAt", IDEMPOTENCY_KEY_KEPT_MS - 60_000);

    const { keysExpired } = await runScheduledMaintenance(env, Date.now());

    expect(keysExpired).toBeGreaterThanOrEqual(1);
    expect(await recordOf(old)).toBeUndefined();
    expect(await recordOf(young)).toBeDefined();
    expect(await deleteExpiredIdempotencyKeys(db(), Date.now() - IDEMPOTENCY_KEY_KEPT_MS)).toBe(0);
  });
});
