import { Suspense } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { PopupMessageProvider } from "../components/popup-message";

/** The whole SPA for a given router: main.tsx passes the browser's, tests a memory one. */
export function App({ router }: { router: DataRouter }) {
  return (
    <PopupMessageProvider>
      {/* Catches the lazily loaded admin layouts, which sit above any layout's own fallback. */}
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </PopupMessageProvider>
  );
}
