import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

/** Stands in for every other screen, so a test can see where a link went. */
function OtherScreen() {
  const { pathname } = useLocation();
  return <h1>{`Other screen at ${pathname}`}</h1>;
}

/** Renders one settings screen at `path`; these screens use no popup messages. */
export function renderSettingsScreen(screen: ReactElement, path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<OtherScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, user };
}

/** The requests made to `method path`. */
export const callsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
