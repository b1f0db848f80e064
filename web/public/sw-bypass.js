// Loaded first by the generated /sw.js (vite.config.ts, Workbox's importScripts), so its
// fetch listener runs before Workbox's. Workbox's precache answers a precached address
// whatever the request carries; this worker must never answer or store what carries
// balances and tokens, so for those it stops Workbox from seeing the request at all and
// the browser fetches as if there were no worker: /api and /admin, anything sent with an
// Authorization header, other origins and anything but GET.
self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const privatePath = /^\/(api|admin)(\/|$)/.test(url.pathname);
  // A DevTools quirk: such a request may only be answered from the HTTP cache.
  const devToolsOnly = request.cache === "only-if-cached" && request.mode !== "same-origin";
  if (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    privatePath ||
    request.headers.has("Authorization") ||
    devToolsOnly
  ) {
    event.stopImmediatePropagation();
  }
});

// The hand-written worker this one replaced kept its files in these caches.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^quizzy-edge-(shell|assets)-v\d+$/.test(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
