// Proves /admin/start against a mocked server and a fake socket: the 3-2-1 start
// countdown (and its Cancel), the plain Stop and each stop duration, the busy state and
// error message, and live updates from another admin's switch; the pause
// without an end offered as "Until started again", never "Few Minutes", and
// the state showing what players are told ("Back at …" or that an admin starts it).
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pauseDurations } from "../../../contract/game";
import { pauseLengthLabel } from "../../lib/resume-time";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { signInAdmin, silenceConsoleErrors } from "../../test/sessions";

const NOW = Date.now();
const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: NOW - 60_000 };
const pausedByHand = {
  Status: "off",
  text: "Few Minutes",
  resumeAt: null,
  changedAt: NOW - 60_000,
};
const switched = () => jsonResponse({ Status: "OK" });

/** The `aria-disabled` of the button named `name`: the switch marks its busy state with it. */
const ariaDisabled = (name: string) =>
  screen.getByRole("button", { name }).getAttribute("aria-disabled");

/** /admin/start while the game is paused by hand, with its Start toggle, on a fake clock. */
async function startToggleOnFakeClock() {
  const requests = mockFetch({
    "GET /admin/start/or/no/check": () => jsonResponse(pausedByHand),
    "POST /admin/start/game/by/click": switched,
  });
  renderApp("/admin/start");
  const toggle = await screen.findByRole("button", { name: "Start the game" });
  vi.useFakeTimers();
  return { requests, toggle };
}

function switchRequests(requests: Request[]): Request[] {
  return requests.filter(
    (request) => request.method === "POST" && request.url.endsWith("/admin/start/game/by/click"),
  );
}

beforeEach(signInAdmin);

describe("starting the game", () => {
  it("counts down 3, 2, 1 in a popup before turning the game on", async () => {
    const { requests, toggle } = await startToggleOnFakeClock();

    fireEvent.click(toggle);
    const popup = screen.getByRole("dialog", { name: "Starting the game" });
    expect(within(popup).getByRole("status")).toHaveTextContent("Starting in 3...");
    act(() => vi.advanceTimersByTime(1000));
    expect(within(popup).getByRole("status")).toHaveTextContent("Starting in 2...");
    act(() => vi.advanceTimersByTime(1000));
    expect(within(popup).getByRole("status")).toHaveTextContent("Starting in 1...");
    act(() => vi.advanceTimersByTime(999));
    expect(switchRequests(requests)).toHaveLength(0);

    // The request leaves from the timer's own turn (a few promise steps, no time later).
    await act(async () => vi.advanceTimersByTime(1));

    expect(switchRequests(requests)).toHaveLength(1);
    expect(await switchRequests(requests)[0]?.json()).toEqual({ status: "on" });
    expect(switchRequests(requests)[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("does not turn the game on when the countdown is cancelled", async () => {
    const { requests, toggle } = await startToggleOnFakeClock();

    // fireEvent, unlike a real click, does not move focus.
    act(() => toggle.focus());
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Starting the game" })).getByRole("button", {
        name: "Cancel",
      }),
    );
    act(() => vi.advanceTimersByTime(10_000));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(switchRequests(requests)).toHaveLength(0);
    expect(toggle).toHaveFocus();
  });
});

describe("stopping the game", () => {
  it("sends each duration's own text from its button", async () => {
    const requests = mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(gameOn),
      "POST /admin/start/game/by/click": switched,
    });
    const { user } = renderApp("/admin/start");
    await screen.findByRole("button", { name: "Stop the game" });

    for (const duration of pauseDurations) {
      const label = pauseLengthLabel(duration);
      await user.click(screen.getByRole("button", { name: label }));
      await vi.waitFor(() => expect(ariaDisabled(label)).toBe("false"));
    }

    const bodies = await Promise.all(switchRequests(requests).map((request) => request.json()));
    expect(bodies).toEqual(pauseDurations.map((text) => ({ status: "off", text })));
  });

  it("re-reads the switch after stopping it and keeps focus on the toggle", async () => {
    let current: object = gameOn;
    mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(current),
      "POST /admin/start/game/by/click": () => {
        current = { Status: "off", text: "10 Minutes", resumeAt: NOW + 600_000, changedAt: NOW };
        return switched();
      },
    });
    const { user } = renderApp("/admin/start");

    await user.click(await screen.findByRole("button", { name: "10 Minutes" }));

    const start = await screen.findByRole("button", { name: "Start the game" });
    expect(start).toHaveFocus();
    expect(screen.getByText("Game is Off")).toBeVisible();
    expect(screen.getByText("10 Minutes")).toBeVisible();
    const backAt = new Intl.DateTimeFormat("en-IN", { timeStyle: "short" }).format(NOW + 600_000);
    expect(screen.getByText(`Back at ${backAt}`)).toBeVisible();
  });

  it("offers the pause without an end by what it does, and shows players are told so", async () => {
    let current: object = gameOn;
    mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(current),
      "POST /admin/start/game/by/click": () => {
        current = pausedByHand;
        return switched();
      },
    });
    const { user } = renderApp("/admin/start");

    await screen.findByRole("button", { name: "Stop the game" });
    expect(screen.queryByRole("button", { name: "Few Minutes" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Until started again" }));

    await screen.findByRole("button", { name: "Start the game" });
    const details = screen.getByText("Players see").closest("div")!;
    expect(within(details).getByText("Paused until an admin starts the game")).toBeVisible();
    expect(screen.getByRole("main")).not.toHaveTextContent(/few minutes/i);
  });

  it("stops until an admin starts it again with the plain Stop", async () => {
    const requests = mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(gameOn),
      "POST /admin/start/game/by/click": switched,
    });
    const { user } = renderApp("/admin/start");

    await user.click(await screen.findByRole("button", { name: "Stop the game" }));

    await vi.waitFor(() => expect(switchRequests(requests)).toHaveLength(1));
    expect(await switchRequests(requests)[0]?.json()).toEqual({
      status: "off",
      text: "Few Minutes",
    });
  });

  it("shows a busy state while the request is in flight", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(gameOn),
      "POST /admin/start/game/by/click": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp("/admin/start");
    await user.click(await screen.findByRole("button", { name: "10 Minutes" }));

    expect(await screen.findByText("Saving…")).toBeVisible();
    expect(ariaDisabled("5 Minutes")).toBe("true");
    expect(ariaDisabled("Stop the game")).toBe("true");

    act(() => answer(switched()));
    await vi.waitFor(() => expect(screen.queryByText("Saving…")).not.toBeInTheDocument());
    expect(ariaDisabled("5 Minutes")).toBe("false");
  });

  it("shows the server's message when the switch is refused", async () => {
    silenceConsoleErrors();
    mockFetch({
      "GET /admin/start/or/no/check": () => jsonResponse(gameOn),
      "POST /admin/start/game/by/click": () =>
        errorResponse(429, "rate_limited", "Too many requests. Try again in 30 seconds."),
    });
    const { user } = renderApp("/admin/start");

    await user.click(await screen.findByRole("button", { name: "1 Day" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "Too many requests. Try again in 30 seconds.",
      }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Stop the game" })).toBeInTheDocument();
  });
});

describe("the switch's state", () => {
  it("shows the reason, the resume time and the time left while paused", async () => {
    const resumeAt = NOW + 2 * 24 * 3_600_000 + 60_000;
    mockFetch({
      "GET /admin/start/or/no/check": () =>
        jsonResponse({ Status: "off", text: "2 Days", resumeAt, changedAt: NOW }),
    });
    renderApp("/admin/start");

    expect(await screen.findByText("Game is Off")).toBeVisible();
    const resumeTime = screen.getByText((_, element) => element?.tagName === "TIME");
    expect(resumeTime).toHaveAttribute("datetime", new Date(resumeAt).toISOString());
    expect(screen.getByText("2 Days")).toBeVisible();
    expect(screen.getByText(/^2d 0h \dm$/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "5 Minutes" })).not.toBeInTheDocument();
  });

  it("follows a switch made by another admin, live", async () => {
    mockFetch({ "GET /admin/start/or/no/check": () => jsonResponse(gameOn) });
    renderApp("/admin/start");
    await screen.findByRole("button", { name: "Stop the game" });
    const socket = await acceptFirstSocket();
    expect(socket.url).toBe("ws://localhost:3000/admin/ws");
    expect(socket.protocols).toEqual(["quizzy.v1", "bearer.admin-token"]);

    act(() =>
      socket.serverSend({
        type: "game",
        Status: "off",
        text: "1 Hour",
        resumeAt: NOW + 3_600_000,
        changedAt: NOW,
      }),
    );

    expect(await screen.findByText("Game is Off")).toBeVisible();
    expect(screen.getByText("1 Hour")).toBeVisible();
    expect(screen.getByRole("button", { name: "Start the game" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "10 Minutes" })).not.toBeInTheDocument();
  });
});
