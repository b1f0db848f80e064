// Proves the security headers are on every kind of answer the Worker gives (JSON, errors,
// the SPA shell, its own HTML pages), that the CSP allows no inline script, the Worker
// pages' inline style only by its hash and images only from our own origin, that the assets' `_headers` file carries
// the very same values, and that CORS stays closed: no allow headers for another origin,
// preflight included. Headers on files served by Workers assets without the Worker are
// proven in a browser: e2e/production-headers.spec.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { failingD1, stubAssets } from "../test/broken-bindings";
import { call } from "../test/harness";
import { assetHeadersFile, securityHeaderValues, WORKER_PAGE_STYLE } from "./security-headers";

const values = await securityHeaderValues();

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(values)) {
    expect(response.headers.get(name), name).toBe(value);
  }
}

const directive = (name: string) =>
  values["Content-Security-Policy"]!.split("; ").find((part) => part.startsWith(`${name} `));

describe("security headers", () => {
  it.each([
    ["a JSON answer", "/api/auth/config", 200],
    ["an unknown API path", "/api/no/such/route", 404],
    ["a guarded route without a session", "/api/me", 401],
    ["an invalid body", "/admin/auth/login", 400],
  ])("are on %s", async (_, path, status) => {
    const { response } = await call(path, path.includes("login") ? { body: {} } : {});
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it("are on the SPA shell the Worker serves for an admin screen", async () => {
    const response = await app.request(
      "/admin/home",
      { headers: { Accept: "text/html" } },
      { ...env, ASSETS: stubAssets(200) },
    );
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("are on an unexpected failure, and on its error page", async () => {
    const broken = { ...env, DB: failingD1() };
    for (const accept of ["application/json", "text/html"]) {
      const response = await app.request("/api/languages", { headers: { Accept: accept } }, broken);
      expect(response.status).toBe(500);
      expectSecurityHeaders(response);
    }
  });

  it("allow scripts only from this origin and Google's sign-in, never inline", () => {
    expect(directive("script-src")).toBe(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
    expect(values["Content-Security-Policy"]).not.toContain("unsafe-inline");
    expect(values["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(values["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });

  // `img-src https:` let a question's image load from any host and track whoever saw it.
  it("allow images only from this origin and data: URLs, never another host", () => {
    expect(directive("img-src")).toBe("img-src 'self' data:");
  });

  it("allow the Worker pages' inline style by the hash of exactly the text they carry", async () => {
    const page = await app.request(
      "/admin/home",
      { headers: { Accept: "text/html" } },
      { ...env, ASSETS: stubAssets(null) },
    );
    const style = (await page.text()).match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(style).toBe(WORKER_PAGE_STYLE);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(directive("style-src")).toContain(`'sha256-${hash}'`);
  });

  it("are written to the assets' _headers file for every path, value for value", async () => {
    const sections = (await assetHeadersFile())
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .join("\n")
      .split(/\n(?=\/)/)
      .map((section) => {
        const [pattern, ...rules] = section.split("\n");
        const headers = Object.fromEntries(
          rules.map((rule) => {
            const [name, ...value] = rule.trim().split(": ");
            return [name, value.join(": ")];
          }),
        );
        return [pattern, headers] as const;
      });
    expect(Object.fromEntries(sections)).toEqual({
      "/*": values,
      // Content-hashed build files are cached for good; everything else keeps revalidating.
      "/assets/*": { "Cache-Control": "public, max-age=31536000, immutable" },
    });
  });
});

describe("CORS", () => {
  const foreign = { Origin: "https://evil.example" };

  it("gives another origin no Access-Control headers on a read or a write", async () => {
    for (const [path, body] of [
      ["/api/auth/config", undefined],
      ["/admin/auth/login", { email: "a@example.com", password: "x" }],
    ] as const) {
      const { response } = await call(path, { body, headers: foreign });
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    }
  });

  it("answers a cross-origin preflight with no allow headers", async () => {
    const { response } = await call("/api/post/google/auth", {
      method: "OPTIONS",
      headers: {
        ...foreign,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    for (const name of [
      "Access-Control-Allow-Origin",
      "Access-Control-Allow-Methods",
      "Access-Control-Allow-Headers",
      "Access-Control-Allow-Credentials",
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });
});
