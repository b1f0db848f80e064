// Proves the app shell shows no words that are not messages (issue 34's guard, see
// web/test/only-messages.ts): the player layout (skip link, game-off banner of a pause
// without an end and of a timed one with its length and countdown, footer, menu button), the guard's log-in in place of a gated screen, and
// the route error screen. Rendered without the app's frame, whose language choice would
// put English back in place of the pseudo-language.
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, it } from "vitest";
import { i18n } from "../lib/i18n/messages";
import { jsonResponse, mockFetch } from "../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../test/only-messages";
import { renderScreen } from "../test/render-screen";
import { silenceConsoleErrors } from "../test/sessions";
import { RequireSession } from "./guards";
import { PlayerLayout } from "./player-layout";
import { RouteErrorScreen } from "./route-error-screen";

renderInWrappedMessages();

const gameStatus = (paused: boolean) => () =>
  jsonResponse({ Status: paused ? "off" : "on", text: "", resumeAt: null, changedAt: 1 });

beforeEach(() => {
  silenceConsoleErrors();
});

describe("only messages are shown", () => {
  it("in the player layout, with the banner of a pause an admin ends", async () => {
    mockFetch({ "GET /api/game/status": gameStatus(true) });
    const { container } = renderScreen(<PlayerLayout />, "/");
    await screen.findByText("⟦Game paused until an admin starts the game⟧");
    expectOnlyMessages(container);
  });

  it("in the player layout, with the banner of a timed pause", async () => {
    mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({
          Status: "off",
          text: "30 Minutes",
          resumeAt: Date.now() + 30 * 60_000,
          changedAt: 1,
        }),
    });
    const { container } = renderScreen(<PlayerLayout />, "/");
    await screen.findByText("⟦Game paused: ⟦30 Minutes⟧⟧");
    expectOnlyMessages(container);
  });

  it("in the guard's log-in, shown in place of a gated screen", async () => {
    const { container } = renderScreen(
      <Suspense>
        <RequireSession />
      </Suspense>,
      "/account",
    );
    await screen.findByRole("heading", { level: 1, name: "⟦Log-In / Sign-Up⟧" });
    expectOnlyMessages(container);
  });

  it("on the route error screen", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        errorElement: <RouteErrorScreen />,
        loader: () => {
          throw new Error("broken screen");
        },
      },
    ]);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await screen.findByRole("heading", { level: 1, name: "⟦Something went wrong⟧" });
    expectOnlyMessages(container);
  });
});
