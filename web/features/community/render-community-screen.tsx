import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { PopupMessageProvider } from "../../components/popup-message";

/** Stands in for every other screen, so a test can see where a link or redirect went. */
function OtherScreen() {
  const location = useLocation();
  return <h1>{`Other screen at ${location.pathname}${location.search}`}</h1>;
}

/** Renders one community screen at `routePath`, opened at `entry`, under the app's popup provider. */
export function renderCommunityScreen(screen: ReactElement, routePath: string, entry = routePath) {
  const user = userEvent.setup();
  const view = render(
    <PopupMessageProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={routePath} element={screen} />
          <Route path="*" element={<OtherScreen />} />
        </Routes>
      </MemoryRouter>
    </PopupMessageProvider>,
  );
  return { ...view, user };
}

/** The requests made to `method path`, in order. */
export function callsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter(
    (request) => request.method === method && new URL(request.url).pathname === path,
  );
}
