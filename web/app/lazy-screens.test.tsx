// Proves that a screen loaded before its first render is rendered in that same pass (no
// fallback, so React has no reveal to hold back), and which screens an address preloads.
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundScreen, preloadScreensOf, TermsScreen } from "./lazy-screens";
import { routes } from "./routes";

/** The markup of one synchronous render: a screen that suspends leaves only the fallback. */
function renderedOnce(screen: React.ReactNode): string {
  return renderToString(
    <MemoryRouter>
      <Suspense fallback={<p>Waiting for the screen</p>}>{screen}</Suspense>
    </MemoryRouter>,
  );
}

/** How many lazy screens the app preloads (and has loaded) before its first render here. */
async function preloadsAt(address: string): Promise<number> {
  const matches = matchRoutes(routes, address) ?? [];
  const loads = matches.flatMap(({ route }) => preloadScreensOf(route.element));
  await Promise.all(loads);
  return loads.length;
}

describe("lazy screens", () => {
  it("suspends a screen whose module has not been loaded yet", () => {
    const html = renderedOnce(<TermsScreen />);
    expect(html).toContain("Waiting for the screen");
  });

  it("renders a preloaded screen in the first pass, without the fallback", async () => {
    await NotFoundScreen.preload();
    const html = renderedOnce(<NotFoundScreen />);
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Waiting for the screen");
  });

  it("preloads the screen of a player's address, whose layout is not lazy", async () => {
    expect(await preloadsAt("/play")).toBe(1);
  });

  it("preloads an admin address's lazy layout and its screen", async () => {
    expect(await preloadsAt("/admin/home")).toBe(2);
  });

  it("preloads both sides of a session switch, whichever the session picks", async () => {
    expect(await preloadsAt("/get/start")).toBe(2);
  });

  it("preloads the not-found screen for an unknown address", async () => {
    expect(await preloadsAt("/no/such/page")).toBe(1);
  });
});
