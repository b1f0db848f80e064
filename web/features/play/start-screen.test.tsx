// Proves /start against a mocked server: Continue for a run in progress (and no second
// start), Start with the tries left and the daily free try, SPEC.md's `valid` flag kept
// in step, each refusal's message, and the forfeit when the player leaves /start.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const runState =
  (active: boolean, tries = 0) =>
  () =>
    jsonResponse({ active, tries, gameOn: true });
const starts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/api/run/start"));

beforeEach(() => {
  localStorage.setItem("ssid", "player-session");
  localStorage.setItem("user", "user-1");
});

describe("/start", () => {
  it("offers Continue for a run in progress and goes to /play without starting another", async () => {
    const requests = mockFetch({ "GET /api/run/state": runState(true) });
    const { router, user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(router.state.location.pathname).toBe("/play");
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    expect(starts(requests)).toHaveLength(0);
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("offers Start with the tries left and the daily free try, and starts a run", async () => {
    const requests = mockFetch({
      "GET /api/run/state": runState(false, 2),
      "POST /api/run/start": () => jsonResponse({ Status: "OK", runId: "run-1", continued: false }),
    });
    const { router, user } = renderApp("/start");

    const start = await screen.findByRole("button", { name: "Start" });
    expect(screen.getByText("Daily Reward: 1 Free Try Today")).toBeVisible();
    expect(screen.getByText("Tries left: 2 (besides today's free try)")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
    await user.click(start);

    expect(router.state.location.pathname).toBe("/play");
    expect(starts(requests)).toHaveLength(1);
    expect(starts(requests)[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("clears a stale valid flag when the server has no run", async () => {
    localStorage.setItem("valid", "true");
    mockFetch({ "GET /api/run/state": runState(false) });
    renderApp("/start");

    await screen.findByRole("button", { name: "Start" });

    // The flag is cleared in an effect after the state arrives.
    await waitFor(() => expect(localStorage.getItem("valid")).toBeNull());
  });
});

describe("a refused start", () => {
  it("says there are no tries left and links to the Bank", async () => {
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        jsonResponse({ Status: "BAD", reason: "no_tries", message: "You have no tries left" }),
    });
    const { router, user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    const alert = await screen.findByText(/You have no tries left\./);
    expect(alert.closest("[role='alert']")).not.toBeNull();
    expect(
      within(alert).getByRole("link", { name: "Get more tries in your Bank" }),
    ).toHaveAttribute("href", "/account");
    expect(router.state.location.pathname).toBe("/start");
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("says the game is paused when the server refuses to start while it is off", async () => {
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        jsonResponse({
          Status: "BAD",
          reason: "game_off",
          message: "The game is paused right now",
        }),
    });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    expect(
      await screen.findByText("The game is paused right now. Start again when it resumes."),
    ).toBeVisible();
  });

  it("shows the server's message when the start call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        jsonResponse(
          { error: "rate_limited", message: "Too many requests. Try again in 5 seconds." },
          429,
        ),
    });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    expect(await screen.findByText("Too many requests. Try again in 5 seconds.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
  });
});

describe("leaving /start", () => {
  it("forfeits the run in progress once when the player goes to another screen", async () => {
    const requests = mockFetch({
      "GET /api/run/state": runState(true),
      "DELETE /api/delete/by/user/id/for/valid/data/user-1": () => jsonResponse({ Status: "OK" }),
    });
    const { router } = renderApp("/start");
    await screen.findByRole("button", { name: "Continue" });

    await act(() => router.navigate("/account"));
    await act(() => router.navigate("/about"));

    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("does not forfeit on the way to /play", async () => {
    const requests = mockFetch({ "GET /api/run/state": runState(true) });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(0);
    expect(localStorage.getItem("valid")).toBe("true");
  });
});
