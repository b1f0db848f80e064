// Proves the service worker's routing (web/public/sw.js, evaluated here as text with a
// stand-in `self`, `caches` and `fetch`): /api, /admin and any request with an
// Authorization header are never answered or stored by the worker; navigations fall back
// to the cached shell offline; hashed assets are served cache-first; install precaches the
// shell and the assets it names, and activate drops older versions' caches. Also that the
// page registers it only in production builds. A real browser's install is left to e2e.
import { afterEach, describe, expect, it, vi } from "vitest";
import swSource from "../public/sw.js?raw";
import { registerServiceWorker } from "./service-worker";

const ORIGIN = "https://quizzy.example";

type Route = "network" | "shell" | "asset" | "static";
type RequestFacts = {
  method: string;
  url: string;
  mode: string;
  cache?: string;
  hasAuthorization: boolean;
};
type Listener = (event: FakeEvent) => void;
type FakeEvent = {
  request?: FakeRequest;
  respondWith: (response: Promise<Response>) => void;
  waitUntil: (work: Promise<unknown>) => void;
};
/** The fields of a FetchEvent's request that sw.js reads; Node cannot build a navigate Request. */
type FakeRequest = { method: string; url: string; mode: string; cache: string; headers: Headers };

const absolute = (key: string | Request | FakeRequest) =>
  new URL(typeof key === "string" ? key : key.url, ORIGIN).href;

/** Marks a response same-origin ("basic"), as the browser's fetch would. */
function basic(body: string, contentType: string, status = 200): Response {
  const response = new Response(body, { status, headers: { "Content-Type": contentType } });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly load: (url: string) => Promise<Response>) {}
  async match(key: string | FakeRequest) {
    return this.entries.get(absolute(key))?.clone();
  }
  async put(key: string | FakeRequest, response: Response) {
    this.entries.set(absolute(key), response);
  }
  async add(key: string) {
    const response = await this.load(absolute(key));
    if (!response.ok) throw new TypeError(`Could not add ${key}`);
    this.entries.set(absolute(key), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: string | Request) {
    return this.entries.delete(absolute(key));
  }
}

/** Evaluates sw.js with stand-ins and returns its listeners, caches and pure helpers. */
function loadWorker(network: (url: string) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, FakeCache>();
  const fetchMock = vi.fn(async (input: string | FakeRequest) => network(absolute(input)));
  const caches = {
    open: async (name: string) => {
      let cache = stores.get(name);
      if (!cache) {
        cache = new FakeCache(network);
        stores.set(name, cache);
      }
      return cache;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  // sw.js is a classic script for the browser: its top-level functions are read back here.
  const evaluate = new Function(
    "self",
    "caches",
    "fetch",
    `${swSource}\nreturn { classifyRequest, assetsInShell, SHELL_CACHE, ASSET_CACHE };`,
  );
  const worker = evaluate(self, caches, fetchMock) as {
    classifyRequest: (request: RequestFacts, origin: string) => Route;
    assetsInShell: (html: string) => string[];
    SHELL_CACHE: string;
    ASSET_CACHE: string;
  };
  return { ...worker, listeners, stores, fetchMock, self };
}

/** Dispatches one fetch event; resolves to the worker's answer, or null if it let it pass. */
async function dispatchFetch(
  worker: ReturnType<typeof loadWorker>,
  request: Partial<FakeRequest> & { url: string },
): Promise<Response | null> {
  let answer: Promise<Response> | null = null;
  worker.listeners.get("fetch")?.({
    request: { method: "GET", mode: "cors", cache: "default", headers: new Headers(), ...request },
    respondWith: (response) => {
      answer = response;
    },
    waitUntil: () => {},
  });
  return answer;
}

async function dispatchLifecycle(worker: ReturnType<typeof loadWorker>, type: string) {
  const work: Promise<unknown>[] = [];
  worker.listeners.get(type)?.({ respondWith: () => {}, waitUntil: (w) => work.push(w) });
  await Promise.all(work);
}

const SHELL = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def456.js">
<link rel="stylesheet" crossorigin href="/assets/index-789.css">
<link rel="icon" href="data:image/svg+xml,x">
</head><body><div id="root"></div></body></html>`;

const offline = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

describe("service worker routing", () => {
  const { classifyRequest } = loadWorker(offline);
  const facts = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
    method: "GET",
    url: new URL(url, ORIGIN).href,
    mode: "cors",
    hasAuthorization: false,
    ...more,
  });

  it.each<[string, RequestFacts, Route]>([
    ["an API read", facts("/api/account"), "network"],
    ["an API navigation", facts("/api/data/export", { mode: "navigate" }), "network"],
    ["an admin screen", facts("/admin/home", { mode: "navigate" }), "network"],
    ["an admin call", facts("/admin/get/all/tickets/data/admin"), "network"],
    [
      "a request with a bearer",
      facts("/assets/index-abc.js", { hasAuthorization: true }),
      "network",
    ],
    ["a POST", facts("/", { method: "POST", mode: "navigate" }), "network"],
    [
      "another origin",
      facts("https://accounts.google.com/gsi/client", { mode: "no-cors" }),
      "network",
    ],
    ["an unlisted public file", facts("/images/sample/1.png", { mode: "no-cors" }), "network"],
    [
      "a DevTools only-if-cached request",
      facts("/assets/x.js", { mode: "no-cors", cache: "only-if-cached" }),
      "network",
    ],
    ["a screen navigation", facts("/settings", { mode: "navigate" }), "shell"],
    ["the home navigation", facts("/", { mode: "navigate" }), "shell"],
    ["a built asset", facts("/assets/index-abc123.js"), "asset"],
    ["the manifest", facts("/manifest.webmanifest"), "static"],
    ["an app icon", facts("/icons/icon-192.png", { mode: "no-cors" }), "static"],
  ])("serves %s as %s", (_, request, route) => {
    expect(classifyRequest(request, ORIGIN)).toBe(route);
  });

  it("finds the built scripts and styles the shell names", () => {
    expect(loadWorker(offline).assetsInShell(SHELL)).toEqual([
      "/assets/index-abc123.js",
      "/assets/react-def456.js",
      "/assets/index-789.css",
    ]);
  });
});

describe("service worker caching", () => {
  it("precaches the shell and its assets at install and serves the shell offline", async () => {
    const files: Record<string, () => Response> = {
      [`${ORIGIN}/`]: () => basic(SHELL, "text/html; charset=utf-8"),
      [`${ORIGIN}/assets/index-abc123.js`]: () => basic("js", "text/javascript"),
      [`${ORIGIN}/assets/react-def456.js`]: () => basic("react", "text/javascript"),
      [`${ORIGIN}/assets/index-789.css`]: () => basic("css", "text/css"),
    };
    let online = true;
    const worker = loadWorker(async (url) => {
      const file = files[url];
      if (!online) throw new TypeError("Failed to fetch");
      return file ? file() : basic("missing", "text/plain", 404);
    });

    await dispatchLifecycle(worker, "install");
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    const assets = worker.stores.get(worker.ASSET_CACHE);
    expect([...(assets?.entries.keys() ?? [])]).toEqual([
      `${ORIGIN}/assets/index-abc123.js`,
      `${ORIGIN}/assets/react-def456.js`,
      `${ORIGIN}/assets/index-789.css`,
    ]);

    online = false;
    const page = await dispatchFetch(worker, { url: `${ORIGIN}/like/rev-1`, mode: "navigate" });
    expect(await page?.text()).toBe(SHELL);
    const script = await dispatchFetch(worker, { url: `${ORIGIN}/assets/index-abc123.js` });
    expect(await script?.text()).toBe("js");
  });

  it("keeps the newest shell from a navigation made online", async () => {
    const worker = loadWorker(async () => basic("<html>new shell</html>", "text/html"));

    const page = await dispatchFetch(worker, { url: `${ORIGIN}/settings`, mode: "navigate" });
    expect(await page?.text()).toBe("<html>new shell</html>");
    await vi.waitFor(async () => {
      const shell = await worker.stores.get(worker.SHELL_CACHE)?.match("/");
      expect(await shell?.text()).toBe("<html>new shell</html>");
    });
  });

  it("never answers or stores API calls, admin calls or requests with a bearer", async () => {
    const worker = loadWorker(async () => basic('{"balances":{}}', "application/json"));

    expect(await dispatchFetch(worker, { url: `${ORIGIN}/api/account` })).toBeNull();
    expect(await dispatchFetch(worker, { url: `${ORIGIN}/admin/balance` })).toBeNull();
    expect(
      await dispatchFetch(worker, {
        url: `${ORIGIN}/assets/index-abc123.js`,
        headers: new Headers({ Authorization: "Bearer secret" }),
      }),
    ).toBeNull();
    expect(worker.fetchMock).not.toHaveBeenCalled();
    expect(worker.stores.size).toBe(0);
  });

  it("serves an asset from the cache once stored, without asking the network again", async () => {
    const worker = loadWorker(async () => basic("chunk", "text/javascript"));

    await dispatchFetch(worker, { url: `${ORIGIN}/assets/settings-screen-1.js` });
    const again = await dispatchFetch(worker, { url: `${ORIGIN}/assets/settings-screen-1.js` });

    expect(await again?.text()).toBe("chunk");
    expect(worker.fetchMock).toHaveBeenCalledOnce();
  });

  it("does not store the HTML fallback for an asset a newer deploy removed", async () => {
    const worker = loadWorker(async () => basic("<html>shell</html>", "text/html"));

    await dispatchFetch(worker, { url: `${ORIGIN}/assets/gone-1.js` });

    expect(worker.stores.get(worker.ASSET_CACHE)?.entries.size).toBe(0);
  });

  it("deletes older versions' caches on activate and keeps others' caches", async () => {
    const worker = loadWorker(offline);
    for (const name of [
      "quizzy-edge-shell-v0",
      "quizzy-edge-assets-v0",
      "someone-elses-cache",
      worker.SHELL_CACHE,
    ]) {
      worker.stores.set(name, new FakeCache(offline));
    }

    await dispatchLifecycle(worker, "activate");

    expect([...worker.stores.keys()].sort()).toEqual(
      [worker.SHELL_CACHE, "someone-elses-cache"].sort(),
    );
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});

describe("registerServiceWorker", () => {
  const register = vi.fn(async () => ({}));

  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
    register.mockClear();
  });

  function supportServiceWorkers() {
    Object.defineProperty(navigator, "serviceWorker", {
      value: { register },
      configurable: true,
    });
  }

  it("registers /sw.js in a production build", () => {
    vi.stubEnv("PROD", true);
    supportServiceWorkers();

    registerServiceWorker();

    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers nothing in development", () => {
    vi.stubEnv("PROD", false);
    supportServiceWorkers();

    registerServiceWorker();

    expect(register).not.toHaveBeenCalled();
  });

  it("does nothing where service workers are not supported", () => {
    vi.stubEnv("PROD", true);

    expect(() => registerServiceWorker()).not.toThrow();
    expect("serviceWorker" in navigator).toBe(false);
  });
});
