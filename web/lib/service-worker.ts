/** web/public/sw.js, served from the site root so its scope is the whole app. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker in production builds only: in development it would serve
 * yesterday's cached modules instead of Vite's fresh ones. A browser without service
 * workers (or with them blocked) simply runs the app online.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.error("Could not register the service worker", error);
    });
  };
  // After load, so installing (which fetches the shell and assets) never slows the first screen.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
