import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ServerStateProvider } from "../app/server-state";
import { PopupMessageProvider } from "../components/popup-message";
import { i18n } from "../lib/i18n/messages";
import { RealtimeProvider } from "../lib/realtime/realtime-provider";
import type { RealtimeAudience } from "../lib/realtime/realtime-socket";

/** The messages alone, for a component rendered (and rerendered) without a screen around it. */
export function WithMessages({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Stands in for every other screen, so a test can see where a link or redirect went. */
function OtherScreen() {
  const location = useLocation();
  return <h1>{`Other screen at ${location.pathname}${location.search}`}</h1>;
}

/**
 * Renders one screen at `routePath`, opened at `entry` (its address with any query), under
 * the providers the app puts above the router (a fresh QueryClient without read retries),
 * and, for a screen that listens to the socket, its area's RealtimeProvider (the fake
 * socket of setup.ts). Any other address shows OtherScreen.
 */
export function renderScreen(
  screen: ReactElement,
  routePath: string,
  entry = routePath,
  options: { realtime?: RealtimeAudience } = {},
) {
  const user = userEvent.setup();
  const routes = (
    <Routes>
      <Route path={routePath} element={screen} />
      <Route path="*" element={<OtherScreen />} />
    </Routes>
  );
  const view = render(
    <WithMessages>
      <PopupMessageProvider>
        <ServerStateProvider retryReads={false}>
          <MemoryRouter initialEntries={[entry]}>
            {options.realtime ? (
              <RealtimeProvider audience={options.realtime}>{routes}</RealtimeProvider>
            ) : (
              routes
            )}
          </MemoryRouter>
        </ServerStateProvider>
      </PopupMessageProvider>
    </WithMessages>,
  );
  return { ...view, user };
}
