import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { App } from "../app/app";
import { routes } from "../app/routes";

/** Renders the real route table at `path`, as the browser would after a fresh load. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} retryReads={false} />);
  return { ...view, router, user };
}
