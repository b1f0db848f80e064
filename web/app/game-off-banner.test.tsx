// Proves the game-off banner of the player layout: the reason, the end time and the
// countdown appear in the status region when the switch is off (a pause without an end
// says an admin starts the game, never minutes), and leave without a reload when a `game`
// message turns it on. The countdown's ticking is proven in resume-countdown.test.tsx.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptFirstSocket } from "../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";

const NOW = new Date("2026-03-01T10:00:00Z").getTime();
const pausedTenMinutes = {
  Status: "off",
  text: "10 Minutes",
  resumeAt: NOW + 10 * 60_000,
  changedAt: NOW,
};

// Home also reads the trial's promise and the public config; only the switch reads count.
const statusReads = (requests: Request[]) => callsTo(requests, "GET", "/api/game/status");

beforeEach(() => {
  // Only the clock is frozen, so the countdown reads the same on every run.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

describe("game-off banner", () => {
  it("shows the pause reason and the time left on a player screen", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedTenMinutes) });
    renderApp("/about");

    const banner = screen.getByRole("status", { name: "Game status" });

    expect(await within(banner).findByText("Game paused: 10 Minutes")).toBeVisible();
    const backAt = new Intl.DateTimeFormat("en-IN", { timeStyle: "short" }).format(
      pausedTenMinutes.resumeAt,
    );
    expect(within(banner).getByText(`Back at ${backAt}`)).toBeVisible();
    expect(within(banner).getByText("00:10:00")).toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
  });

  it("stays empty while the game is on", async () => {
    const requests = mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({ Status: "on", text: "", resumeAt: null, changedAt: NOW }),
    });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    await vi.waitFor(() => expect(statusReads(requests)).toHaveLength(1));
    expect(screen.getByRole("status", { name: "Game status" })).toBeEmptyDOMElement();
  });

  it("goes away without a reload when a game-on message arrives", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedTenMinutes) });
    renderApp("/");
    const banner = screen.getByRole("status", { name: "Game status" });
    await within(banner).findByText("Game paused: 10 Minutes");
    const socket = await acceptFirstSocket();

    act(() =>
      socket.serverSend({
        type: "game",
        Status: "on",
        text: "",
        resumeAt: null,
        changedAt: NOW + 1000,
      }),
    );

    await waitFor(() => expect(banner).toBeEmptyDOMElement());
    expect(screen.getByRole("status", { name: "Game status" })).toBe(banner);
  });

  it("appears when a game-off message arrives, a pause without an end promising no time", async () => {
    mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({ Status: "on", text: "", resumeAt: null, changedAt: NOW - 1000 }),
    });
    renderApp("/");
    const socket = await acceptFirstSocket();

    act(() =>
      socket.serverSend({ type: "game", ...pausedTenMinutes, text: "Few Minutes", resumeAt: null }),
    );

    const banner = screen.getByRole("status", { name: "Game status" });
    expect(
      await within(banner).findByText("Game paused until an admin starts the game"),
    ).toBeVisible();
    expect(banner).not.toHaveTextContent(/Few Minutes|minutes/i);
  });

  it("re-reads the status over HTTP when the socket opens", async () => {
    let current: object = { Status: "on", text: "", resumeAt: null, changedAt: NOW - 1000 };
    const requests = mockFetch({ "GET /api/game/status": () => jsonResponse(current) });
    renderApp("/");
    await vi.waitFor(() => expect(statusReads(requests)).toHaveLength(1));
    current = pausedTenMinutes;

    await acceptFirstSocket();

    await vi.waitFor(() => expect(statusReads(requests)).toHaveLength(2));
    const banner = screen.getByRole("status", { name: "Game status" });
    expect(await within(banner).findByText("Game paused: 10 Minutes")).toBeVisible();
  });
});
