import { I18nProvider } from "@lingui/react";
import { type ReactNode, Suspense } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { PopupMessageProvider } from "../components/popup-message";
import { i18n } from "../lib/i18n/messages";
import { FollowUiLanguage } from "../lib/i18n/ui-language-choice";
import { ApplyReduceMotion } from "./reduce-motion";
import { ServerStateProvider } from "./server-state";

/**
 * What sits above the router in every render of the app: the browser's (main.tsx), the
 * build's server render of the first screens (prerender.tsx) and the tests'. One frame,
 * so the server's HTML and the browser's first render cannot drift apart.
 */
export function AppFrame({ retryReads, children }: { retryReads?: boolean; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PopupMessageProvider>
        <ServerStateProvider retryReads={retryReads}>
          <ApplyReduceMotion />
          <FollowUiLanguage />
          {/* Catches the lazily loaded admin layouts, which sit above any layout's own fallback. */}
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </ServerStateProvider>
      </PopupMessageProvider>
    </I18nProvider>
  );
}

/**
 * The whole SPA for a given router: main.tsx passes the browser's, tests a memory one
 * (and no read retries).
 */
export function App({ router, retryReads }: { router: DataRouter; retryReads?: boolean }) {
  return (
    <AppFrame retryReads={retryReads}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
