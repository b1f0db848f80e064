// Proves /play's answer to the game switch: the paused screen while it is off, the play
// screen while it is on, and the switch between them by socket without a reload. The
// question loop itself is not built yet.
import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const NOW = Date.now();
const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: NOW - 60_000 };
const pausedOneHour = {
  Status: "off",
  text: "1 Hour",
  resumeAt: NOW + 3_600_000,
  changedAt: NOW - 1000,
};

beforeEach(() => localStorage.setItem("ssid", "player-session"));

describe("/play", () => {
  it("shows the paused screen instead of the question while the game is off", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedOneHour) });
    renderApp("/play");

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
    expect(screen.getByText("Paused for: 1 Hour")).toBeVisible();
    expect(screen.getByRole("main")).toHaveTextContent(/Resumes in \d\d:\d\d:\d\d/);
    expect(
      screen.getByText("Your question comes back here automatically when the game resumes."),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { level: 1, name: "Play" })).not.toBeInTheDocument();
  });

  it("shows the play screen, not the paused one, while the game is on", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(gameOn) });
    renderApp("/play");

    expect(await screen.findByRole("heading", { level: 1, name: "Play" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Game paused" })).not.toBeInTheDocument();
  });

  it("shows a loading state until the first status arrives", async () => {
    let answer: (response: Response) => void = () => {};
    const requests = mockFetch({
      "GET /api/game/status": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp("/play");
    // The banner's read and the play screen's own: the screen is mounted and waiting.
    await vi.waitFor(() => expect(requests).toHaveLength(2));

    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();

    answer(jsonResponse(gameOn));
    expect(await screen.findByRole("heading", { level: 1, name: "Play" })).toBeVisible();
  });

  it("switches between paused and play as game messages arrive", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(gameOn) });
    renderApp("/play");
    await screen.findByRole("heading", { level: 1, name: "Play" });
    const socket = await acceptFirstSocket();

    act(() => socket.serverSend({ type: "game", ...pausedOneHour, changedAt: NOW }));
    expect(screen.getByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();

    act(() => socket.serverSend({ type: "game", ...gameOn, changedAt: NOW + 1000 }));
    expect(screen.getByRole("heading", { level: 1, name: "Play" })).toBeVisible();
  });

  it("says so and offers a retry when the status cannot be read", async () => {
    mockFetch({
      "GET /api/game/status": () => jsonResponse({ error: "internal", message: "Boom" }, 500),
    });
    const { user } = renderApp("/play");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not check whether the game is on. Boom",
    );
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedOneHour) });
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
  });
});
