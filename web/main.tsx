import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app";
import { PAINTED_FOR_ATTRIBUTE } from "./app/prerendered-screens";
import { routes } from "./app/routes";
import "./app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);

// A page the build painted for this very address (docs/decisions/017) is hydrated: React
// adopts the HTML on screen instead of replacing it. Anything else (the SPA shell, or a
// painted page a service worker returned for another address) is rendered afresh.
if (container.getAttribute(PAINTED_FOR_ATTRIBUTE) === window.location.pathname) {
  // Hydration yields to the browser between components by itself, as a transition does.
  hydrateRoot(container, app);
} else {
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread for one long task, so a tap during start-up is answered.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
