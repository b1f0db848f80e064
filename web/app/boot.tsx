import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { App } from "./app";
import { preloadScreensOf } from "./lazy-screens";
import { PAINTED_FOR_ATTRIBUTE } from "./prerendered-screens";
import { routes } from "./routes";

/**
 * Starts the SPA in `#root` (web/main.tsx loads this module after the first paint). A
 * page the build painted for this very address (docs/decisions/017) is hydrated: React
 * adopts the HTML on screen instead of replacing it. Anything else (the SPA shell, or a
 * painted page a service worker kept for another address) is rendered afresh.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const painted = container.getAttribute(PAINTED_FOR_ATTRIBUTE) === window.location.pathname;
  // Hydration keeps the painted page on screen while a lazy screen loads (it commits no
  // fallback), so only a fresh render waits for its screens.
  if (!painted) await preloadFirstScreens();
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // As a transition, the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding the main thread for one long task, so a tap during
  // start-up is answered.
  startTransition(() => {
    if (painted) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * Loads the lazy layout and screen of the address the app starts at before its first
 * render afresh, so that render shows them at once (lazy-screens.tsx says why that matters: the
 * screen's reveal and its first read are not held back) and their files are fetched
 * beside React's instead of after it. The shell's loading screen stays until then. A module that fails to load is left to the render,
 * whose route error screen says so.
 */
async function preloadFirstScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.allSettled(matches.flatMap(({ route }) => preloadScreensOf(route.element)));
}
