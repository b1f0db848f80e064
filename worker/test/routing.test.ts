// Proves the Worker's edge behaviour: one JSON error shape, 400s that name the failing
// fields, JSON 404s for unknown API paths, the SPA shell only for HTML navigations, and
// that every non-public route refuses a request without a session (generated from the
// router's own table, so a new route cannot escape it).
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { call, failingFields } from "./harness";

/** Routes anyone may call; everything else must answer 401 without a token. */
const PUBLIC_ROUTES = new Set([
  "GET /api/auth/config",
  // Uptime monitors call it; it says only which dependency is down: routes/health.test.ts.
  "GET /api/health",
  "GET /api/dev/id-token",
  "GET /api/dev/jwks",
  "POST /api/post/new/google/user",
  "POST /api/post/google/auth",
  "POST /admin/auth/login",
  "POST /admin/auth/signup",
  "POST /admin/auth/user/login",
  // The reset link's secret is the credential: routes/admin-passwords.test.ts.
  "POST /admin/auth/reset-password",
  "GET /api/game/status",
  "GET /api/languages",
  // The receipts' public keys, which anyone verifying a receipt needs: routes/receipts.ts.
  "GET /.well-known/quizzy-receipts.json",
  // Uploaded question images, shown to everyone their question is served to: images.test.ts.
  "GET /images/uploads/:file",
  "GET /api/comment/get/single/data/:id",
  "GET /api/get/singel/qst/:deviceId",
  "POST /api/time/out/by/singel/qst/data",
  "POST /api/get/singel/qst/ans",
  // The trial's promise: the largest prize left and nothing more (reward-pool.test.ts).
  "GET /api/trial/offer",
  // The live shows to come, for visitors too; a session only marks the caller's joins.
  "GET /api/shows",
  // Verified by the provider's HMAC signature instead of a session: payments.test.ts.
  "POST /api/payments/webhook",
  "GET /api/payments/sandbox/checkout/:orderId",
  "POST /api/payments/sandbox/complete",
  // Sockets authenticate inside the upgrade: proven in routes/realtime.test.ts.
  "GET /api/ws",
  "GET /admin/ws",
  "ALL /api/*",
  "ALL /admin/*",
]);

describe("errors", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const { status, json } = await call("/api/no/such/thing");
    expect(status).toBe(404);
    expect(json).toEqual({ error: "not_found", message: "No such API route" });
  });

  it("answers an unknown admin API call with a JSON 404", async () => {
    const { status, json } = await call("/admin/no/such/call", { method: "POST", body: {} });
    expect(status).toBe(404);
    expect(json.error).toBe("not_found");
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const { status, json, text } = await call("/admin/auth/login", { rawBody: '{"email":' });
    expect(status).toBe(400);
    expect(json).toEqual({
      error: "malformed_json",
      message: "The request body is not valid JSON",
    });
    expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/);
  });

  it("names every failing field of an invalid body", async () => {
    const { status, json } = await call("/admin/auth/login", {
      body: { email: "not-an-email", password: 42 },
    });
    expect(status).toBe(400);
    expect(json.error).toBe("invalid_input");
    expect(failingFields(json)).toEqual(["email", "password"]);
  });

  it("tags every answer with a request id", async () => {
    const { response } = await call("/api/auth/config");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
  });
});

describe("route guards", () => {
  const guarded = app.routes.filter(
    (route) => !PUBLIC_ROUTES.has(`${route.method} ${route.path}`) && route.method !== "ALL",
  );

  it("has routes to check", () => {
    expect(guarded.length).toBeGreaterThan(3);
  });

  it.each(guarded.map((route) => [route.method, route.path]))(
    "%s %s refuses a request without a session",
    async (method, path) => {
      const concretePath = path.replace(/:(\w+)/g, "some-$1");
      const { status, json } = await call(concretePath, {
        method,
        body: method === "GET" ? undefined : {},
      });
      expect(status).toBe(401);
      expect(json.error).toBe("unauthorized");
    },
  );
});
