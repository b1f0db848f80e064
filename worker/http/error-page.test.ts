// Proves what an unexpected failure looks like: a browser navigation gets a complete HTML
// page with no script and the request id it can quote; an API call keeps the one JSON
// error shape; neither shows the error's own text. Not proven here: how the page looks
// (e2e/production-headers.spec.ts opens it in Chromium under the CSP).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { failingD1, stubAssets } from "../test/broken-bindings";

const outage = "assets unreachable";

describe("the error page", () => {
  it("answers a navigation that fails with a self-contained page naming the request id", async () => {
    const response = await app.request(
      "/admin/home",
      { headers: { Accept: "text/html,application/xhtml+xml" } },
      { ...env, ASSETS: stubAssets(null) },
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await response.text();
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toBeTruthy();
    expect(page).toContain(requestId);
    expect(page).toContain("Something went wrong");
    expect(page).toContain('href="/"');
    expect(page).not.toMatch(/<script|<link|src=/i);
    expect(page).not.toContain(outage);
  });

  it("keeps the JSON error for an API call that fails", async () => {
    const response = await app.request(
      "/api/languages",
      { headers: { Accept: "application/json" } },
      { ...env, DB: failingD1("D1 said: no such table players") },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: "internal",
      message: "Something went wrong. Please try again.",
    });
  });

  it("leaves expected errors alone: a navigation to an unknown API path is still a JSON 404", async () => {
    const response = await app.request(
      "/api/no/such/page",
      { headers: { Accept: "text/html" } },
      env,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
