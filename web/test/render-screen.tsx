import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ServerStateProvider } from "../app/server-state";
import { PopupMessageProvider } from "../components/popup-message";

/** Stands in for every other screen, so a test can see where a link or redirect went. */
function OtherScreen() {
  const location = useLocation();
  return <h1>{`Other screen at ${location.pathname}${location.search}`}</h1>;
}

/**
 * Renders one screen at `routePath`, opened at `entry` (its address with any query), under
 * the providers the app puts above the router (a fresh QueryClient without read retries).
 * Any other address shows OtherScreen.
 */
export function renderScreen(screen: ReactElement, routePath: string, entry = routePath) {
  const user = userEvent.setup();
  const view = render(
    <PopupMessageProvider>
      <ServerStateProvider retryReads={false}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={routePath} element={screen} />
            <Route path="*" element={<OtherScreen />} />
          </Routes>
        </MemoryRouter>
      </ServerStateProvider>
    </PopupMessageProvider>,
  );
  return { ...view, user };
}
