// Proves the Worker's answers that are screens, not JSON: each painted first screen is the
// page the build painted in the reader's language (the `lang` cookie, else Accept-Language,
// else English; issue 34), `/` too (Workers assets would give it the SPA shell,
// docs/decisions/017), served with the security headers and varying by what chose it; a
// write to `/` is the JSON 404; an admin screen navigation gets the shell. What the browser does with the pages
// is e2e/server-painted.spec.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../index";
import { securityHeaderValues } from "./security-headers";

/** The assets binding, answering each path with a page that names it, and keeping the asks. */
function recordingAssets() {
  const asked: string[] = [];
  const assets = {
    fetch: async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return new Response(`<!doctype html><title>asset ${new URL(request.url).pathname}</title>`, {
        headers: { "Content-Type": "text/html" },
      });
    },
  } as unknown as Fetcher;
  return { asked, assets };
}

/** Asks the Worker for `path` with recording assets; the answer and what the assets were asked. */
async function requestWithAssets(path: string, init: RequestInit) {
  const { asked, assets } = recordingAssets();
  const response = await app.request(path, init, { ...env, ASSETS: assets });
  return { asked, response };
}

describe("screens the Worker answers", () => {
  it("answers / with the painted home page, with the security headers", async () => {
    const { asked, response } = await requestWithAssets("/?ref=abc", {
      headers: { Accept: "text/html" },
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain("asset /home");
    expect(asked).toEqual(["/home"]);
    const csp = (await securityHeaderValues())["Content-Security-Policy"];
    expect(response.headers.get("Content-Security-Policy")).toBe(csp);
  });

  it.each([
    ["Accept-Language hi-IN", { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }, "/hi/try", "hi"],
    ["Accept-Language preferring English", { "Accept-Language": "en;q=1,hi;q=0.5" }, "/try", "en"],
    [
      "a lang cookie over Accept-Language",
      { "Accept-Language": "en", Cookie: "lang=hi" },
      "/hi/try",
      "hi",
    ],
    [
      "an English cookie over a Hindi browser",
      { "Accept-Language": "hi", Cookie: "lang=en" },
      "/try",
      "en",
    ],
    ["a language we do not have", { "Accept-Language": "fr-FR,de;q=0.5" }, "/try", "en"],
    ["no preference at all", {}, "/try", "en"],
  ])("answers /try for %s with that language's page", async (_, headers, asset, language) => {
    const { asked, response } = await requestWithAssets("/try", {
      headers: { Accept: "text/html", ...headers },
    });

    expect(asked).toEqual([asset]);
    expect(response.headers.get("Content-Language")).toBe(language);
    expect(response.headers.get("Vary")).toContain("Accept-Language");
    expect(response.headers.get("Vary")).toContain("Cookie");
  });

  it("answers / for a Hindi reader with the Hindi home page", async () => {
    const { asked } = await requestWithAssets("/", { headers: { "Accept-Language": "hi" } });

    expect(asked).toEqual(["/hi/home"]);
  });

  it("answers a write to / with the JSON 404, asking the assets nothing", async () => {
    const { asked, response } = await requestWithAssets("/", { method: "POST" });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
    expect(asked).toEqual([]);
  });

  it("answers an admin screen navigation with the SPA shell", async () => {
    const { asked, response } = await requestWithAssets("/admin/home", {
      headers: { Accept: "text/html" },
    });

    expect(response.status).toBe(200);
    expect(asked).toEqual(["/"]);
  });
});
