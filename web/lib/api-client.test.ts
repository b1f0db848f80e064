import { beforeEach, describe, expect, it, vi } from "vitest";
import { defineRoute, json, schemasFrom } from "../../contract/route";
import { callAs } from "../test/call-as";
import { errorResponse } from "../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../test/fetch-mock";
import { ApiRequestError, request } from "./api-client";
import { openPage, reloadPage } from "./page-location";

// jsdom cannot load pages; the dead-session tests assert which load was asked for.
vi.mock("./page-location");

describe("request, by any route", () => {
  it("sends each audience's own stored token as the bearer", async () => {
    localStorage.setItem("ssid", "player-session");
    localStorage.setItem("token", "admin-token");
    localStorage.setItem("admin_token", "contributor-token");
    const requests = mockFetch({ "GET /api/me": () => jsonResponse({ ok: true }) });

    await callAs("/api/me", { audience: "player" });
    await callAs("/api/me", { audience: "admin" });
    await callAs("/api/me", { audience: "userAdmin" });
    await callAs("/api/me", { audience: "visitor" });

    expect(requests.map((request) => request.headers.get("Authorization"))).toEqual([
      "Bearer player-session",
      "Bearer admin-token",
      "Bearer contributor-token",
      null,
    ]);
  });

  it("sends the body as JSON and returns the parsed reply", async () => {
    const requests = mockFetch({
      "POST /api/post/google/auth": async (request) =>
        jsonResponse({ echoed: await request.json() }),
    });

    const reply = await callAs("/api/post/google/auth", {
      audience: "visitor",
      method: "POST",
      body: { email: "a@example.com" },
    });

    expect(reply).toEqual({ echoed: { email: "a@example.com" } });
    expect(requests[0]?.headers.get("Content-Type")).toBe("application/json");
  });

  it("throws the server's status, error code and message for a non-2xx answer", async () => {
    mockFetch({
      "POST /admin/auth/login": () => errorResponse(401, "unauthorized", "Wrong email or password"),
    });

    const failure = callAs("/admin/auth/login", {
      audience: "visitor",
      method: "POST",
      body: {},
    });

    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
      message: "Wrong email or password",
    });
  });

  it("throws status 0 when the server cannot be reached", async () => {
    mockFetch({
      "GET /api/me": () => {
        throw new TypeError("Failed to fetch");
      },
    });

    await expect(callAs("/api/me", { audience: "player" })).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
  });
});

describe("dead sessions (SPEC.md section 4)", () => {
  beforeEach(() => vi.clearAllMocks());

  const deadSession = (marker: Record<string, unknown>) => () =>
    errorResponse(401, "unauthorized", "A valid session is required", marker);

  it("forgets the player and reloads when a player call answers Logout OUT", async () => {
    for (const key of ["ssid", "user", "username", "email", "valid", "device_id"]) {
      localStorage.setItem(key, `${key}-value`);
    }
    mockFetch({ "GET /api/me": deadSession({ Logout: "OUT" }) });

    const failure = callAs("/api/me", { audience: "player" });

    await expect(failure).rejects.toMatchObject({ status: 401, logout: "OUT" });
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(openPage).not.toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual(["device_id"]);
  });

  it("forgets the main-admin token and reloads when an admin call answers Logout OUT", async () => {
    localStorage.setItem("token", "admin-token");
    localStorage.setItem("ssid", "player-session");
    mockFetch({ "GET /admin/get/all/tickets/data/admin": deadSession({ Logout: "OUT" }) });

    await expect(
      callAs("/admin/get/all/tickets/data/admin", { audience: "admin" }),
    ).rejects.toBeInstanceOf(ApiRequestError);

    expect(reloadPage).toHaveBeenCalledOnce();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("ssid")).toBe("player-session");
  });

  it("forgets both user-admin keys and opens the user-admin sign-in on Status 505", async () => {
    localStorage.setItem("admin_token", "contributor-token");
    localStorage.setItem("ssid_admin", "contributor-session");
    localStorage.setItem("token", "admin-token");
    mockFetch({ "GET /admin/contributors": deadSession({ Status: 505 }) });

    await expect(callAs("/admin/contributors", { audience: "userAdmin" })).rejects.toMatchObject({
      status: 401,
      legacyStatus: 505,
    });

    expect(openPage).toHaveBeenCalledExactlyOnceWith("/admin/user/login");
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem("admin_token")).toBeNull();
    expect(localStorage.getItem("ssid_admin")).toBeNull();
    expect(localStorage.getItem("token")).toBe("admin-token");
  });

  it("keeps every session on a 401 without a marker or with another area's marker", async () => {
    localStorage.setItem("ssid", "player-session");
    localStorage.setItem("admin_token", "contributor-token");
    mockFetch({
      "GET /api/me": deadSession({}),
      "GET /admin/contributors": deadSession({ Logout: "OUT" }),
    });

    await expect(callAs("/api/me", { audience: "player" })).rejects.toMatchObject({
      logout: undefined,
    });
    await expect(callAs("/admin/contributors", { audience: "userAdmin" })).rejects.toThrow();

    expect(reloadPage).not.toHaveBeenCalled();
    expect(openPage).not.toHaveBeenCalled();
    expect(localStorage.getItem("ssid")).toBe("player-session");
    expect(localStorage.getItem("admin_token")).toBe("contributor-token");
  });
});

describe("request", () => {
  const receipt = defineRoute({
    method: "GET",
    path: "/api/receipts/:attemptId",
    caller: "player",
    reply: json<{ receipt: string }>(),
  });
  const search = defineRoute({
    method: "GET",
    path: "/admin/players",
    caller: "admin",
    query: schemasFrom(() => import("../../contract/admin-people"))("playersQuery"),
    reply: json<{ data: unknown[] }>(),
  });
  const upload = defineRoute({
    method: "POST",
    path: "/admin/images",
    caller: "adminOrContributor",
    reply: json<{ url: string }>(),
  });

  it("calls the descriptor's method and path, its parameters encoded, with its caller's token", async () => {
    localStorage.setItem("ssid", "player-session");
    const requests = mockFetch({
      "GET /api/receipts/a%2Fb": () => jsonResponse({ receipt: "signed" }),
    });

    const reply = await request(receipt, { params: { attemptId: "a/b" } });

    expect(reply).toEqual({ receipt: "signed" });
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("sends only the query fields that have a value", async () => {
    localStorage.setItem("token", "admin-token");
    const requests = mockFetch({ "GET /admin/players": () => jsonResponse({ data: [] }) });

    await request(search, { query: { q: "asha" } });
    await request(search, { query: { q: undefined } });

    expect(requests.map((sent) => new URL(sent.url).search)).toEqual(["?q=asha", ""]);
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("signs a route either area may call with the token of the area that calls it", async () => {
    localStorage.setItem("admin_token", "contributor-token");
    const requests = mockFetch({ "POST /admin/images": () => jsonResponse({ url: "/x" }) });

    await request(upload, { audience: "userAdmin" });

    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer contributor-token");
  });
});

describe("request's types", () => {
  it("hold a call to its descriptor's parameters, body and reply", () => {
    const report = defineRoute({
      method: "POST",
      path: "/api/tickets/:id",
      caller: "player",
      body: schemasFrom(() => import("../../contract/tickets"))("reportTicketBody"),
      reply: json<{ Status: "OK"; id: string }>(),
    });
    // Only compiled, never sent: each line below must fail the type check.
    const neverCalled = async () => {
      // @ts-expect-error the path's parameter is required
      await request(report, { body: { id: "a", msg: "Question Unclear" } });
      // @ts-expect-error the body must be the contract's
      await request(report, { params: { id: "a" }, body: { id: "a", msg: "Anything" } });
      const reply = await request(report, {
        params: { id: "a" },
        body: { id: "a", msg: "Question Unclear" },
      });
      // @ts-expect-error the reply is the descriptor's type
      reply.missing;
    };
    expect(neverCalled).toBeTypeOf("function");
  });
});

describe("a write that may not have arrived (issue 35)", () => {
  const SAVE = "POST /api/tickets";
  const saveTicket = () =>
    callAs("/api/tickets", { audience: "player", method: "POST", body: { msg: "Hi" } });
  const dropped = () => Promise.reject(new TypeError("Failed to fetch"));
  const busy = (retryAfter?: string) => () => {
    const response = errorResponse(503, "unavailable", "The service is busy for a moment.");
    if (retryAfter) response.headers.set("Retry-After", retryAfter);
    return response;
  };
  /** Answers each send with the next handler, then keeps the last. */
  const inTurn =
    (...answers: (() => Response | Promise<Response>)[]) =>
    () => {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return answer ? answer() : jsonResponse({});
    };
  const keysOf = (requests: Request[]) =>
    callsTo(requests, "POST", "/api/tickets").map((sent) => sent.headers.get("Idempotency-Key"));

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem("ssid", "player-session");
  });

  it("sends each write with a fresh Idempotency-Key, and a read with none", async () => {
    const requests = mockFetch({
      [SAVE]: () => jsonResponse({ Status: "OK" }),
      "GET /api/me": () => jsonResponse({ ok: true }),
    });

    await saveTicket();
    await saveTicket();
    await callAs("/api/me", { audience: "player" });

    const [first, second] = keysOf(requests);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(callsTo(requests, "GET", "/api/me")[0]?.headers.has("Idempotency-Key")).toBe(false);
  });

  it("sends the same request with the same key again after 1 s, then 2 s, when no answer came", async () => {
    const requests = mockFetch({
      [SAVE]: inTurn(dropped, dropped, () => jsonResponse({ id: "t1" })),
    });

    const saved = saveTicket();
    await vi.advanceTimersByTimeAsync(999);
    expect(keysOf(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(requests)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(keysOf(requests)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(saved).resolves.toEqual({ id: "t1" });
    const keys = keysOf(requests);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    const bodies = await Promise.all(
      callsTo(requests, "POST", "/api/tickets").map((r) => r.text()),
    );
    expect(new Set(bodies)).toEqual(new Set(['{"msg":"Hi"}']));
  });

  it("waits the 503's Retry-After before sending again", async () => {
    const requests = mockFetch({ [SAVE]: inTurn(busy("3"), () => jsonResponse({ id: "t1" })) });

    const saved = saveTicket();
    await vi.advanceTimersByTimeAsync(2999);
    expect(keysOf(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(saved).resolves.toEqual({ id: "t1" });
    expect(new Set(keysOf(requests)).size).toBe(1);
  });

  it("sends again after Retry-After while an earlier send of it still runs, and gets its reply", async () => {
    const stillRunning = () => {
      const response = errorResponse(409, "request_in_progress", "Still running");
      response.headers.set("Retry-After", "1");
      return response;
    };
    const requests = mockFetch({
      [SAVE]: inTurn(dropped, stillRunning, () => jsonResponse({ id: "t1" })),
    });

    const saved = saveTicket();
    await vi.advanceTimersByTimeAsync(2000);

    await expect(saved).resolves.toEqual({ id: "t1" });
    expect(keysOf(requests)).toHaveLength(3);
    expect(new Set(keysOf(requests)).size).toBe(1);
  });

  it.each([
    ["no answer", dropped, { status: 0, code: "network_error" }],
    ["a 503", busy(), { status: 503, code: "unavailable" }],
  ])("gives up after two resends of %s and fails as before", async (_, answer, failure) => {
    const requests = mockFetch({ [SAVE]: answer });

    const saved = saveTicket();
    const settled = expect(saved).rejects.toMatchObject(failure);
    await vi.advanceTimersByTimeAsync(3000);

    await settled;
    expect(keysOf(requests)).toHaveLength(3);
    expect(new Set(keysOf(requests)).size).toBe(1);
  });

  it.each([
    ["a refusal", () => errorResponse(409, "conflict", "Already done")],
    ["a key used for another request", () => errorResponse(409, "idempotency_key_reused", "No")],
    ["a 500", () => errorResponse(500, "internal", "Something went wrong")],
    ["a 503 asking for more than 10 s", busy("60")],
  ])("does not send again after %s", async (_, answer) => {
    const requests = mockFetch({ [SAVE]: answer });

    await expect(saveTicket()).rejects.toBeInstanceOf(ApiRequestError);
    await vi.advanceTimersByTimeAsync(5000);

    expect(keysOf(requests)).toHaveLength(1);
  });

  it("sends a write its screen resends itself once, without a key", async () => {
    const answer = defineRoute({
      method: "POST",
      path: "/api/tickets",
      caller: "player",
      resentByScreen: true,
      reply: json<unknown>(),
    });
    const requests = mockFetch({ [SAVE]: dropped });

    await expect(request(answer)).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(5000);

    expect(keysOf(requests)).toEqual([null]);
  });

  it("stops waiting to send again when the call is cancelled", async () => {
    const requests = mockFetch({ [SAVE]: dropped });
    const cancel = new AbortController();
    const route = defineRoute({
      method: "POST",
      path: "/api/tickets",
      caller: "player",
      reply: json<unknown>(),
    });

    const saved = request(route, { signal: cancel.signal });
    const settled = expect(saved).rejects.toThrow("left the screen");
    await vi.advanceTimersByTimeAsync(500);
    cancel.abort(new Error("left the screen"));
    await settled;
    await vi.advanceTimersByTimeAsync(5000);

    expect(keysOf(requests)).toHaveLength(1);
  });
});
