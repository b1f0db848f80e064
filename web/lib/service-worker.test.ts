// @vitest-environment node
// Proves the service worker vite-plugin-pwa generates from vite.config.ts's options: a
// small app is built with them, then the generated /sw.js (Workbox inlined, with
// web/public/sw-bypass.js it imports) is evaluated with a stand-in `self`, `caches` and
// `fetch`. /api, /admin and any request with an Authorization header are never answered
// or stored; navigations go to the network first and fall back offline to the page
// stored for that address (the first screens are pages of their own), or the shell; hashed assets are served cache-first; install precaches the shell and the
// assets it names (not a lazy screen), and activate drops older caches. Also that the page
// registers it from a deferred file of its own, after `load`, in builds only. A real
// browser's install is left to e2e.
import "fake-indexeddb/auto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, createServer } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serviceWorker } from "../../vite.config.ts";

const ORIGIN = "https://quizzy.example";
const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/** A small app shaped like ours: an entry with its style, and a screen loaded lazily. */
const fixture = {
  "index.html": `<!doctype html><html><head><title>Quizzy</title>
<link rel="manifest" href="/manifest.webmanifest" />
</head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`,
  "main.js": `import "./main.css";\ndocument.body.dataset.ready = "yes";\nexport const open = () => import("./lazy-screen.js");`,
  "main.css": "body { color: rebeccapurple; }",
  "lazy-screen.js": `export const screen = "lazy";`,
};

type Built = { dir: string; files: Map<string, string> };
let built: Built;

async function buildFixture(): Promise<Built> {
  const root = await mkdtemp(join(tmpdir(), "quizzy-sw-app-"));
  const outDir = join(root, "dist");
  for (const [name, text] of Object.entries(fixture)) await writeFile(join(root, name), text);
  await build({
    configFile: false,
    root,
    publicDir: PUBLIC_DIR,
    logLevel: "silent",
    // Workbox's production build, as `npm run build` makes it (vitest sets NODE_ENV=test).
    plugins: [VitePWA({ ...serviceWorker, mode: "production" })],
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map<string, string>();
  for (const name of ["index.html", "sw.js", "sw-bypass.js", "registerSW.js"]) {
    files.set(name, await readFile(join(outDir, name), "utf8"));
  }
  return { dir: root, files };
}

beforeAll(async () => {
  built = await buildFixture();
}, 120_000);

afterAll(async () => {
  if (built) await rm(built.dir, { recursive: true, force: true });
});

const file = (name: string) => built.files.get(name) ?? "";
const absolute = (key: string | Request) =>
  new URL(typeof key === "string" ? key : key.url, ORIGIN).href;
const withoutSearch = (url: string) => url.split("?")[0] ?? url;

/** The assets the built shell names, as the browser asks for them. */
function shellAssets(): string[] {
  return [...file("index.html").matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => `${ORIGIN}${match[1]}`,
  );
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: string | Request, options?: CacheQueryOptions) {
    const url = absolute(key);
    const found = options?.ignoreSearch
      ? [...this.entries].find(([stored]) => withoutSearch(stored) === withoutSearch(url))?.[1]
      : this.entries.get(url);
    return found?.clone();
  }
  async put(key: string | Request, response: Response) {
    this.entries.set(absolute(key), response);
  }
  async keys(key?: string | Request, options?: CacheQueryOptions) {
    const urls = [...this.entries.keys()].filter(
      (stored) =>
        key === undefined ||
        (options?.ignoreSearch
          ? withoutSearch(stored) === withoutSearch(absolute(key))
          : stored === absolute(key)),
    );
    return urls.map((url) => new Request(url));
  }
  async delete(key: string | Request) {
    return this.entries.delete(absolute(key));
  }
}

type Listener = (event: FakeEvent) => void;

/** What a lifecycle or fetch event offers a worker, and what it did with it. */
class FakeEvent {
  readonly work: Promise<unknown>[] = [];
  answer: Promise<Response> | null = null;
  stopped = false;
  constructor(
    readonly type: string,
    readonly request?: Request,
  ) {}
  waitUntil(promise: Promise<unknown>) {
    this.work.push(promise);
  }
  respondWith(response: Promise<Response>) {
    this.answer = response;
  }
  stopImmediatePropagation() {
    this.stopped = true;
  }
  /** Until the worker has finished everything it asked to be kept alive for. */
  async settle() {
    let awaited = 0;
    while (awaited < this.work.length) {
      const batch = this.work.slice(awaited);
      awaited = this.work.length;
      await Promise.allSettled(batch);
    }
  }
}

/** Evaluates the generated sw.js (and what it imports) with stand-ins for its globals. */
function loadWorker(network: (url: string) => Promise<Response>) {
  const listeners = new Map<string, Listener[]>();
  const stores = new Map<string, FakeCache>();
  const fetchMock = vi.fn(async (input: string | Request) =>
    network(withoutSearch(absolute(input))),
  );
  const caches = {
    open: async (name: string) => {
      let cache = stores.get(name);
      if (!cache) {
        cache = new FakeCache();
        stores.set(name, cache);
      }
      return cache;
    },
    has: async (name: string) => stores.has(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (key: string | Request, options?: MultiCacheQueryOptions) =>
      options?.cacheName ? stores.get(options.cacheName)?.match(key, options) : undefined,
  };
  const registration = { scope: `${ORIGIN}/` };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration,
    caches,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const globals = {
    self,
    caches,
    fetch: fetchMock,
    location: self.location,
    registration,
    FetchEvent: FakeEvent,
    importScripts: (...names: string[]) => {
      for (const name of names) evaluate(file(name));
    },
  };
  function evaluate(source: string) {
    new Function(...Object.keys(globals), source)(...Object.values(globals));
  }
  evaluate(file("sw.js"));
  return { listeners, stores, fetchMock, self };
}

type Worker = ReturnType<typeof loadWorker>;

function dispatch(worker: Worker, event: FakeEvent): FakeEvent {
  for (const listener of worker.listeners.get(event.type) ?? []) {
    listener(event);
    if (event.stopped) break;
  }
  return event;
}

async function dispatchLifecycle(worker: Worker, type: "install" | "activate") {
  await dispatch(worker, new FakeEvent(type)).settle();
}

type RequestFacts = { method?: string; mode?: string; cache?: RequestCache; headers?: HeadersInit };

/** Dispatches one fetch; resolves to the worker's answer, or null if it let it pass. */
async function dispatchFetch(
  worker: Worker,
  url: string,
  { mode = "cors", cache = "default", ...init }: RequestFacts = {},
): Promise<Response | null> {
  const request = new Request(new URL(url, ORIGIN), init);
  // Node cannot build a navigation or a DevTools request; the worker only reads the fields.
  Object.defineProperty(request, "mode", { value: mode });
  Object.defineProperty(request, "cache", { value: cache });
  const event = dispatch(worker, new FakeEvent("fetch", request));
  const answer = await event.answer;
  await event.settle();
  return answer ?? null;
}

/** Marks a response as the browser's fetch would for our own origin. */
function basic(body: string, contentType: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": contentType } });
}

const offline = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

/** The built app served by a stand-in network; `online` can be switched off. */
function servedApp() {
  const state = { online: true };
  const network = async (url: string) => {
    if (!state.online) throw new TypeError("Failed to fetch");
    if (url === `${ORIGIN}/` || url === `${ORIGIN}/index.html`) {
      return basic(file("index.html"), "text/html; charset=utf-8");
    }
    if (shellAssets().includes(url)) return basic(`body of ${url}`, "text/javascript");
    return basic("missing", "text/plain", 404);
  };
  return { state, network };
}

describe("service worker routing", () => {
  const cacheOf = async (worker: Worker, url: string) => {
    for (const [name, cache] of worker.stores) {
      if ((await cache.keys()).length > 0 && name.startsWith("quizzy-edge-")) return name;
    }
    return `nothing stored for ${url}`;
  };

  it.each<[string, string, RequestFacts]>([
    ["an API read", "/api/account", {}],
    ["an API navigation", "/api/data/export", { mode: "navigate" }],
    ["an admin screen", "/admin/home", { mode: "navigate" }],
    ["an admin call", "/admin/get/all/tickets/data/admin", {}],
    ["a request with a bearer", "/assets/index-abc.js", { headers: { Authorization: "Bearer x" } }],
    ["a POST", "/", { method: "POST", mode: "navigate" }],
    ["another origin", "https://accounts.google.com/gsi/client", { mode: "no-cors" }],
    ["an unlisted public file", "/images/sample/1.png", { mode: "no-cors" }],
    [
      "a DevTools only-if-cached request",
      "/assets/x.js",
      { mode: "no-cors", cache: "only-if-cached" },
    ],
  ])("lets %s pass to the network untouched", async (_, url, facts) => {
    const worker = loadWorker(async () => basic("body", "text/html"));

    expect(await dispatchFetch(worker, url, facts)).toBeNull();
    expect(worker.fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, string, RequestFacts, string, string]>([
    ["a screen navigation", "/settings", { mode: "navigate" }, "text/html", "quizzy-edge-shell"],
    ["the home navigation", "/", { mode: "navigate" }, "text/html", "quizzy-edge-shell"],
    ["a built asset", "/assets/index-abc123.js", {}, "text/javascript", "quizzy-edge-assets"],
    ["the manifest", "/manifest.webmanifest", {}, "application/json", "quizzy-edge-static"],
    ["an app icon", "/icons/icon-192.png", { mode: "no-cors" }, "image/png", "quizzy-edge-static"],
  ])("answers %s and keeps it in its cache", async (_, url, facts, type, cacheName) => {
    const worker = loadWorker(async () => basic("body", type));

    expect(await (await dispatchFetch(worker, url, facts))?.text()).toBe("body");
    expect(await cacheOf(worker, url)).toBe(cacheName);
  });
});

describe("service worker caching", () => {
  it("precaches the shell and the assets it names at install, and serves them offline", async () => {
    const app = servedApp();
    const worker = loadWorker(app.network);

    await dispatchLifecycle(worker, "install");
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(shellAssets().length).toBeGreaterThanOrEqual(2);
    expect(
      worker.fetchMock.mock.calls.map(([request]) => withoutSearch(absolute(request))).sort(),
    ).toEqual([`${ORIGIN}/index.html`, ...shellAssets()].sort());

    app.state.online = false;
    const page = await dispatchFetch(worker, "/like/rev-1", { mode: "navigate" });
    expect(await page?.text()).toBe(file("index.html"));
    for (const asset of shellAssets()) {
      expect(await (await dispatchFetch(worker, asset))?.text()).toBe(`body of ${asset}`);
    }
  });

  it("names no lazy screen in what it precaches", () => {
    expect(file("sw.js")).toMatch(/url:"index\.html"/);
    expect(file("sw.js")).not.toMatch(/lazy-screen/);
  });

  it("keeps each address's newest page from an online navigation and serves it offline", async () => {
    let online = true;
    const worker = loadWorker(async (url) => {
      if (!online) throw new TypeError("Failed to fetch");
      return basic(`<html>page of ${new URL(url).pathname}</html>`, "text/html");
    });

    const page = await dispatchFetch(worker, "/try?ref=x", { mode: "navigate" });
    expect(await page?.text()).toBe("<html>page of /try</html>");
    await dispatchFetch(worker, "/settings", { mode: "navigate" });
    const stored = await worker.stores.get("quizzy-edge-shell")?.match("/try");
    expect(await stored?.text()).toBe("<html>page of /try</html>");

    // Painted pages differ by address (docs/decisions/017): offline, each gets its own.
    online = false;
    const again = await dispatchFetch(worker, "/try", { mode: "navigate" });
    expect(await again?.text()).toBe("<html>page of /try</html>");
    const other = await dispatchFetch(worker, "/settings", { mode: "navigate" });
    expect(await other?.text()).toBe("<html>page of /settings</html>");
  });

  it("never answers or stores API calls, admin calls or requests with a bearer", async () => {
    const worker = loadWorker(async () => basic('{"balances":{}}', "application/json"));

    expect(await dispatchFetch(worker, "/api/account")).toBeNull();
    expect(await dispatchFetch(worker, "/admin/balance")).toBeNull();
    expect(
      await dispatchFetch(worker, shellAssets()[0] ?? "", {
        headers: { Authorization: "Bearer secret" },
      }),
    ).toBeNull();
    expect(worker.fetchMock).not.toHaveBeenCalled();
    expect(worker.stores.size).toBe(0);
  });

  it("serves an asset from the cache once stored, without asking the network again", async () => {
    const worker = loadWorker(async () => basic("chunk", "text/javascript"));

    await dispatchFetch(worker, "/assets/settings-screen-1.js");
    const again = await dispatchFetch(worker, "/assets/settings-screen-1.js");

    expect(await again?.text()).toBe("chunk");
    expect(worker.fetchMock).toHaveBeenCalledOnce();
  });

  it("does not store the HTML fallback for an asset a newer deploy removed", async () => {
    const worker = loadWorker(async () => basic("<html>shell</html>", "text/html"));

    await dispatchFetch(worker, "/assets/gone-1.js");

    expect(worker.stores.get("quizzy-edge-assets")?.entries.size ?? 0).toBe(0);
  });

  it("deletes older versions' caches on activate and keeps others' caches", async () => {
    const worker = loadWorker(offline);
    const current = `quizzy-edge-precache-v2-${ORIGIN}/`;
    for (const name of [
      "quizzy-edge-shell-v1",
      "quizzy-edge-assets-v1",
      `workbox-precache-v2-${ORIGIN}/`,
      "someone-elses-cache",
      current,
      "quizzy-edge-assets",
    ]) {
      worker.stores.set(name, new FakeCache());
    }

    await dispatchLifecycle(worker, "activate");

    expect([...worker.stores.keys()].sort()).toEqual(
      [current, "quizzy-edge-assets", "someone-elses-cache"].sort(),
    );
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});

describe("registering the service worker", () => {
  /** Runs the built registerSW.js with a stand-in window and navigator. */
  function runRegistration(supported: boolean) {
    const register = vi.fn(async () => ({}));
    const onLoad: (() => void)[] = [];
    const window = {
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") onLoad.push(listener);
      },
    };
    const navigator = supported ? { serviceWorker: { register } } : {};
    new Function("window", "navigator", file("registerSW.js"))(window, navigator);
    const load = () => {
      for (const listener of onLoad) listener();
    };
    return { register, load };
  }

  it("comes from a deferred file of its own, not an inline script", () => {
    const scripts = [...file("index.html").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const register = scripts.filter(([, attributes]) => attributes?.includes("registerSW.js"));

    expect(register).toHaveLength(1);
    expect(register[0]?.[1]).toMatch(/\bsrc="\/registerSW\.js"/);
    expect(register[0]?.[1]).toMatch(/\bdefer\b/);
    expect(scripts.every(([, , body]) => body?.trim() === "")).toBe(true);
  });

  it("registers /sw.js once the page has loaded, in a production build", () => {
    const { register, load } = runRegistration(true);
    expect(register).not.toHaveBeenCalled();

    load();

    expect(register).toHaveBeenCalledExactlyOnceWith("/sw.js", { scope: "/" });
  });

  it("registers nothing in development", async () => {
    const server = await createServer({
      configFile: false,
      root: built.dir,
      logLevel: "silent",
      plugins: [VitePWA(serviceWorker)],
      server: { middlewareMode: true, hmr: false },
    });
    try {
      const html = await server.transformIndexHtml("/", fixture["index.html"]);
      expect(html).not.toMatch(/registerSW|serviceWorker/);
    } finally {
      await server.close();
    }
  });

  it("does nothing where service workers are not supported", () => {
    expect(() => runRegistration(false)).not.toThrow();
  });
});
