import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";

/** Renders one public page on its own: these pages only read storage and link elsewhere. */
export function renderPublicScreen(screen: ReactElement, path = "/") {
  return render(<MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>);
}
