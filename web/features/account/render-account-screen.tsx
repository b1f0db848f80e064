import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { PopupMessageProvider } from "../../components/popup-message";
import { jsonResponse } from "../../test/fetch-mock";

/** Stands in for every other screen, so a test can see where a link or redirect went. */
function OtherScreen() {
  const location = useLocation();
  return <h1>{`Other screen at ${location.pathname}${location.search}`}</h1>;
}

/** Renders one account screen at `routePath` under the popup provider the app puts above the router. */
export function renderAccountScreen(screen: ReactElement, routePath: string, entry = routePath) {
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

/** A fetch-mock handler whose answer waits until the test calls `answer`. */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  return {
    handler: () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
    answer: (response: Response) => release(response),
  };
}

/** A fetch-mock handler that answers each call with the next body, then keeps the last. */
export function answersInTurn(...bodies: unknown[]): () => Response {
  let next = 0;
  return () => jsonResponse(bodies[Math.min(next++, bodies.length - 1)]);
}
