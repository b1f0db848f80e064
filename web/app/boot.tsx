import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { startFirstMessages } from "../lib/i18n/first-language";
import { takeLanguageThePageWasServedIn } from "../lib/i18n/ui-language-choice";
import { App } from "./app";
import { PAINTED_FOR_ATTRIBUTE } from "./painted-page-marks";
import { routes } from "./routes";

export { firstScreenLive } from "./screen-live";

/**
 * A page the Worker painted renders first in its own language (`<html lang>`, chosen for
 * this reader by the `lang` cookie and the Accept-Language the browser sent), so hydration
 * adopts the HTML as it is; the SPA shell starts in the reader's language
 * (web/lib/i18n/first-language.ts). The entry starts the app once these messages are in;
 * a signed-in player's saved choice follows once the app is live (FollowUiLanguage).
 */
const paintedLanguage = document.getElementById("root")?.hasAttribute(PAINTED_FOR_ATTRIBUTE)
  ? document.documentElement.lang
  : null;
if (paintedLanguage !== null) takeLanguageThePageWasServedIn(paintedLanguage);
export const firstMessagesIn = startFirstMessages(paintedLanguage);

/**
 * Starts the SPA in `#root` (web/main.tsx loads this module after the first paint). A
 * page the build painted for this very address (docs/decisions/017) is hydrated: React
 * adopts the HTML on screen instead of replacing it. Anything else (the SPA shell, or a
 * painted page a service worker kept for another address) is rendered afresh. Returns the
 * React root, which a test unmounts so that no app of an earlier test lives on beside the next.
 */
export function startApp(container: HTMLElement): Root {
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  const painted = container.getAttribute(PAINTED_FOR_ATTRIBUTE) === window.location.pathname;
  // As a transition, the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding the main thread for one long task, so a tap during
  // start-up is answered.
  let root: Root | undefined;
  startTransition(() => {
    if (painted) root = hydrateRoot(container, app);
    else {
      root = createRoot(container);
      root.render(app);
    }
  });
  return root as Root;
}
