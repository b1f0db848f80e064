import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../test/fetch-mock";
import { ApiRequestError, apiRequest } from "./api-client";

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
      "POST /admin/auth/login": () =>
        jsonResponse({ error: "unauthorized", message: "Wrong email or password" }, 401),
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
