import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/routes";
import "./app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead
// of holding the main thread for one long task, so a tap during start-up is answered.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});
