import { beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse } from "../test/error-responses";
import { jsonResponse, mockFetch } from "../test/fetch-mock";
import { ApiRequestError, apiRequest } from "./api-client";
import { openPage, reloadPage } from "./page-location";

// jsdom cannot load pages; the dead-session tests assert which load was asked for.
vi.mock("./page-location");

describe("apiRequest", () => {
  it("sends each audience's own stored token as the bearer", async () => {
    localStorage.setItem("ssid", "player-session");
    localStorage.setItem("token", "admin-token");
    localStorage.setItem("admin_token", "contributor-token");
    const requests = mockFetch({ "GET /api/me": () => jsonResponse({ ok: true }) });

    await apiRequest("/api/me", { audience: "player" });
    await apiRequest("/api/me", { audience: "admin" });
    await apiRequest("/api/me", { audience: "userAdmin" });
    await apiRequest("/api/me", { audience: "visitor" });

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

    const reply = await apiRequest("/api/post/google/auth", {
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

    const failure = apiRequest("/admin/auth/login", {
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

    await expect(apiRequest("/api/me", { audience: "player" })).rejects.toMatchObject({
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

    const failure = apiRequest("/api/me", { audience: "player" });

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
      apiRequest("/admin/get/all/tickets/data/admin", { audience: "admin" }),
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

    await expect(
      apiRequest("/admin/contributors", { audience: "userAdmin" }),
    ).rejects.toMatchObject({ status: 401, legacyStatus: 505 });

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

    await expect(apiRequest("/api/me", { audience: "player" })).rejects.toMatchObject({
      logout: undefined,
    });
    await expect(apiRequest("/admin/contributors", { audience: "userAdmin" })).rejects.toThrow();

    expect(reloadPage).not.toHaveBeenCalled();
    expect(openPage).not.toHaveBeenCalled();
    expect(localStorage.getItem("ssid")).toBe("player-session");
    expect(localStorage.getItem("admin_token")).toBe("contributor-token");
  });
});
