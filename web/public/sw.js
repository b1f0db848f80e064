// Quizzy Edge's service worker: the app shell opens offline, built assets load from the
// cache. Nothing from /api or /admin, and nothing sent with an Authorization header, is
// ever cached: those answers carry balances and tokens. Plain script (no bundler), so
// web/lib/service-worker.test.ts evaluates this text with a stand-in `self` and `caches`.

/** Bump to drop every cache an older version made (see the activate handler). */
const CACHE_VERSION = "v1";
const CACHE_PREFIX = "quizzy-edge-";
const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
/** The shell is the same index.html for every screen; it is stored under these keys. */
const SHELL_KEYS = ["/", "/index.html"];
/** Enough for every chunk of two deploys; past it the oldest stored assets are dropped. */
const MAX_ASSETS = 150;
/** Small files of web/public that the installed app needs, refreshed from the network. */
const STATIC_FILES = [
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
];

/**
 * How one request is served; the only routing decision, kept pure for the tests.
 * - "network": not touched at all (the browser's own fetch, nothing stored);
 * - "shell": a page navigation: network first, the cached shell when offline;
 * - "asset": a content-hashed build file: cache first, stored on first use;
 * - "static": one of STATIC_FILES: network first, the cached copy when offline.
 * @param {{ method: string, url: string, mode: string, cache?: string, hasAuthorization: boolean }} request
 * @param {string} origin this worker's origin
 * @returns {"network" | "shell" | "asset" | "static"}
 */
function classifyRequest(request, origin) {
  if (request.method !== "GET" || request.hasAuthorization) return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  const path = url.pathname;
  if (isPrivatePath(path)) return "network";
  // A DevTools quirk: such a request may only be answered from the HTTP cache.
  if (request.cache === "only-if-cached" && request.mode !== "same-origin") return "network";
  if (request.mode === "navigate") return "shell";
  if (path.startsWith("/assets/")) return "asset";
  if (STATIC_FILES.includes(path)) return "static";
  return "network";
}

/** /api and /admin: JSON with balances and tokens, and the admin screens. */
function isPrivatePath(path) {
  return (
    path === "/api" || path.startsWith("/api/") || path === "/admin" || path.startsWith("/admin/")
  );
}

/** Only a complete same-origin answer that does not forbid storing is kept. */
function isStorable(response) {
  if (!response?.ok || response.type !== "basic" || response.status !== 200) return false;
  const cacheControl = response.headers.get("Cache-Control") || "";
  return !/no-store|private/i.test(cacheControl);
}

/** The built files the shell names: <script src="/assets/…"> and <link href="/assets/…">. */
function assetsInShell(html) {
  const found = new Set();
  const pattern = /<(?:script|link)\b[^>]*?\b(?:src|href)\s*=\s*["'](\/assets\/[^"'?#]+)["']/gi;
  for (const match of html.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

async function storeShell(response) {
  const html = await response.text();
  // Only the type is kept: the text is already decoded, so a Content-Encoding would lie.
  const headers = { "Content-Type": response.headers.get("Content-Type") || "text/html" };
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(SHELL_KEYS.map((key) => cache.put(key, new Response(html, { headers }))));
  return html;
}

/** Install: the shell, the assets it names and the static files; a failed one is skipped. */
async function precache() {
  try {
    const response = await fetch("/", { cache: "no-cache", credentials: "omit" });
    if (!isStorable(response)) return;
    const html = await storeShell(response);
    const assets = await caches.open(ASSET_CACHE);
    const statics = await caches.open(SHELL_CACHE);
    await Promise.all([
      ...assetsInShell(html).map((path) => assets.add(path).catch(() => undefined)),
      ...STATIC_FILES.map((path) => statics.add(path).catch(() => undefined)),
    ]);
  } catch (error) {
    // Offline at install: the shell is stored by the next navigation instead.
    console.warn("Quizzy Edge: could not precache the app shell", error);
  }
}

async function serveShell(request) {
  try {
    const response = await fetch(request);
    if (isStorable(response) && isHtml(response)) {
      const copy = response.clone();
      // The fresh shell names this deploy's assets; they are stored on first use.
      storeShell(copy).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    for (const key of SHELL_KEYS) {
      const cached = await cache.match(key);
      if (cached) return cached;
    }
    throw error;
  }
}

function isHtml(response) {
  return (response.headers.get("Content-Type") || "").includes("text/html");
}

async function serveAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // A file a newer deploy removed comes back as the SPA's index.html: never keep that.
  if (isStorable(response) && !isHtml(response)) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

/** Content-hashed names pile up over deploys; the oldest stored go first. */
async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}

async function serveStatic(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (isStorable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, ASSET_CACHE];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const route = classifyRequest(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      cache: request.cache,
      hasAuthorization: request.headers.has("Authorization"),
    },
    self.location.origin,
  );
  if (route === "shell") event.respondWith(serveShell(request));
  else if (route === "asset") event.respondWith(serveAsset(request));
  else if (route === "static") event.respondWith(serveStatic(request));
  // "network": no respondWith, so the browser fetches as if there were no worker.
});
