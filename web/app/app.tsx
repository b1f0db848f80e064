import { Suspense } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { PopupMessageProvider } from "../components/popup-message";
import { ApplyReduceMotion } from "./reduce-motion";
import { ServerStateProvider } from "./server-state";

/**
 * The whole SPA for a given router: main.tsx passes the browser's, tests a memory one
 * (and no read retries).
 */
export function App({ router, retryReads }: { router: DataRouter; retryReads?: boolean }) {
  return (
    <PopupMessageProvider>
      <ServerStateProvider retryReads={retryReads}>
        <ApplyReduceMotion />
        {/* Catches the lazily loaded admin layouts, which sit above any layout's own fallback. */}
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider router={router} />
        </Suspense>
      </ServerStateProvider>
    </PopupMessageProvider>
  );
}
