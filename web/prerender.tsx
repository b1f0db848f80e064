import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/routes";

// What the build's plugin renders and where it writes each page: one list, in web/.
export { AFTER_PAINT_FILES_ID, PAINTED_FOR_ATTRIBUTE } from "./app/painted-page-marks";
export {
  prerenderedFile,
  prerenderedPaths,
  screensAwaitingARead,
} from "./app/prerendered-screens";

/**
 * The build's server render of the first screens (docs/decisions/017; the Vite plugin in
 * scripts/lib/prerender-plugin.ts runs it in Node). It renders the very `App` and route
 * table the browser hydrates, at one path, as a visitor on a first visit: nothing stored,
 * no answer from the server yet. Waits for the lazy screen, so the HTML is the screen
 * itself, not its loading fallback.
 */
export async function paintScreen(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
