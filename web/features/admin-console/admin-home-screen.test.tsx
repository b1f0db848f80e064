// Proves /admin/home's live dashboard against a mocked server and a fake
// socket: each figure (online by audience, active players, answers in the hour with the
// share right, open payouts with their total, pending tickets and claim requests) links to
// its screen; the figures are read again every 4 seconds and at once on a ticket message;
// a failed read says so in the page; the game switch is offered inline behind a
// confirmation: Stop asks how long, Start asks and then counts down 3 seconds.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DashboardResponse } from "../../../contract/admin-insights";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminHomeScreen } from "./admin-home-screen";

const DASHBOARD = "/admin/dashboard";
const GAME = "/admin/start/or/no/check";
const SWITCH = "/admin/start/game/by/click";
const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: 1 } as const;
const gameOff = { Status: "off", text: "Few Minutes", resumeAt: null, changedAt: 2 } as const;

const figures = (overrides: Partial<DashboardResponse> = {}): DashboardResponse => ({
  at: Date.UTC(2026, 2, 1, 10),
  online: 12,
  onlineBy: { player: 9, visitor: 2, admin: 1 },
  activePlayers: 7,
  answersLastHour: 40,
  correctLastHour: 25,
  openPayouts: 2,
  openPayoutsPaise: 12550,
  pendingTickets: 3,
  pendingRequests: 0,
  game: gameOn,
  ...overrides,
});

const renderHome = () =>
  renderScreen(
    <RealtimeProvider audience="admin">
      <AdminHomeScreen />
    </RealtimeProvider>,
    "/admin/home",
  );
const figure = (name: RegExp) => screen.findByRole("link", { name });

beforeEach(signInAdminQuietly);

describe("/admin/home figures", () => {
  it("links each figure to the screen that deals with it", async () => {
    mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures()),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    renderHome();

    const online = await figure(/^12 online now/);
    expect(online).toHaveAccessibleName("12 online now 9 players, 2 visitors, 1 admin");
    expect(online).toHaveAttribute("href", "/admin/check");
    expect(await figure(/^7 players active/)).toHaveAttribute("href", "/admin/players");
    expect(await figure(/^40 answers in the last hour 63 % right$/)).toHaveAttribute(
      "href",
      "/admin/chart",
    );
    expect(await figure(/^2 open payouts ₹125\.50 to pay$/)).toHaveAttribute(
      "href",
      "/admin/add/reward",
    );
    expect(await figure(/^3 pending tickets/)).toHaveAttribute("href", "/admin/ticket");
    expect(await figure(/^0 pending claim requests/)).toHaveAttribute("href", "/admin/request");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeEnabled();
  });

  it("says no answers yet rather than a share of nothing", async () => {
    mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures({ answersLastHour: 0, correctLastHour: 0 })),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    renderHome();

    expect(await figure(/^0 answers in the last hour no answers yet$/)).toBeVisible();
  });

  it("reads the figures again every 4 seconds", async () => {
    let online = 12;
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures({ online })),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome();
    await figure(/^12 online now/);
    const reads = callsTo(requests, "GET", DASHBOARD).length;
    online = 13;

    await act(async () => vi.advanceTimersByTimeAsync(4000));

    expect(await figure(/^13 online now/)).toBeVisible();
    expect(callsTo(requests, "GET", DASHBOARD).length).toBeGreaterThan(reads);
    vi.useRealTimers();
  });

  it("reads the figures again when a ticket message arrives", async () => {
    let pending = 3;
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures({ pendingTickets: pending })),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    renderHome();
    await figure(/^3 pending tickets/);
    const socket = await acceptFirstSocket();
    await waitFor(() => expect(callsTo(requests, "GET", DASHBOARD)).toHaveLength(2));
    pending = 4;

    act(() => socket.serverSend({ type: "ticket", event: "new", ticketId: "t-9", status: "pro" }));

    expect(await figure(/^4 pending tickets/)).toBeVisible();
  });

  it("shows the server's message when the figures cannot be read", async () => {
    mockFetch({
      [`GET ${DASHBOARD}`]: () => errorResponse(500, "internal", "Try later"),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    renderHome();

    const section = screen.getByRole("region", { name: "Right now" });
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "Could not load the dashboard. Try later",
    );
  });
});

describe("/admin/home game switch", () => {
  it("stops the game for the chosen time after asking", async () => {
    let game: typeof gameOn | typeof gameOff = gameOn;
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures({ game })),
      [`GET ${GAME}`]: () => jsonResponse(game),
      [`POST ${SWITCH}`]: () => {
        game = gameOff;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderHome();

    await user.click(await screen.findByRole("button", { name: "Stop the game…" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Stop the game?" }));
    expect(dialog.getByRole("radio", { name: "Until started again" })).toBeChecked();
    await user.click(dialog.getByRole("radio", { name: "1 Hour" }));
    await user.click(dialog.getByRole("button", { name: "Stop the game" }));

    await waitFor(() => expect(callsTo(requests, "POST", SWITCH)).toHaveLength(1));
    expect(await callsTo(requests, "POST", SWITCH)[0]?.json()).toEqual({
      status: "off",
      text: "1 Hour",
    });
    expect(await screen.findByRole("button", { name: "Start the game…" })).toBeVisible();
  });

  it("sends nothing when the stop is cancelled", async () => {
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures()),
      [`GET ${GAME}`]: () => jsonResponse(gameOn),
    });
    const { user } = renderHome();

    await user.click(await screen.findByRole("button", { name: "Stop the game…" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Stop the game?" })).getByRole("button", {
        name: "Cancel",
      }),
    );

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(requests, "POST", SWITCH)).toHaveLength(0);
  });

  it("starts the game after the confirmation and the 3-second countdown", async () => {
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse(figures({ game: gameOff })),
      [`GET ${GAME}`]: () => jsonResponse(gameOff),
      [`POST ${SWITCH}`]: () => jsonResponse({ Status: "OK" }),
    });
    renderHome();
    const start = await screen.findByRole("button", { name: "Start the game…" });
    vi.useFakeTimers();

    fireEvent.click(start);
    fireEvent.click(
      within(screen.getByRole("alertdialog", { name: "Start the game?" })).getByRole("button", {
        name: "Start the game",
      }),
    );
    const countdown = screen.getByRole("dialog", { name: "Starting the game" });
    expect(within(countdown).getByRole("status")).toHaveTextContent("Starting in 3...");
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(999));
    expect(callsTo(requests, "POST", SWITCH)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));

    expect(callsTo(requests, "POST", SWITCH)).toHaveLength(1);
    expect(await callsTo(requests, "POST", SWITCH)[0]?.json()).toEqual({ status: "on" });
    vi.useRealTimers();
  });
});
