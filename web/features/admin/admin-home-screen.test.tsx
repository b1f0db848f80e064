// Proves /admin/home's dashboard (each count links to the screen that deals with it, and
// a ticket message re-reads it) and Invite an admin (the code shown once, with its expiry
// and a copy button).
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { formatDateTime } from "./admin-format";
import { AdminHomeScreen } from "./admin-home-screen";

const DASHBOARD = "/admin/dashboard";
const INVITES = "/admin/auth/invites";
const gameOff = { Status: "off", text: "1 Hour", resumeAt: null, changedAt: 1 };

const dashboard = (overrides = {}) =>
  jsonResponse({
    pendingTickets: 3,
    openPayouts: 1,
    pendingRequests: 0,
    game: gameOff,
    ...overrides,
  });

const renderHome = () =>
  renderScreen(
    <RealtimeProvider audience="admin">
      <AdminHomeScreen />
    </RealtimeProvider>,
    "/admin/home",
  );
const attention = () => screen.getByRole("region", { name: "Needs attention" });

beforeEach(() => {
  localStorage.setItem("token", "admin-token");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("/admin/home dashboard", () => {
  it("links each waiting count to its screen and says whether the game is on", async () => {
    mockFetch({ [`GET ${DASHBOARD}`]: () => dashboard() });
    renderHome();

    const tickets = await screen.findByRole("link", { name: "3 pending tickets" });
    expect(tickets).toHaveAttribute("href", "/admin/ticket");
    expect(within(attention()).getByRole("link", { name: "1 open payout" })).toHaveAttribute(
      "href",
      "/admin/add/reward",
    );
    expect(
      within(attention()).getByRole("link", { name: "0 pending claim requests" }),
    ).toHaveAttribute("href", "/admin/request");
    expect(
      within(attention()).getByRole("link", { name: "The game is off (1 Hour)" }),
    ).toHaveAttribute("href", "/admin/start");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeEnabled();
  });

  it("re-reads the counts when a ticket message arrives", async () => {
    let pending = 3;
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => dashboard({ pendingTickets: pending }),
    });
    renderHome();
    await screen.findByRole("link", { name: "3 pending tickets" });
    const socket = await acceptFirstSocket();
    await waitFor(() => expect(callsTo(requests, "GET", DASHBOARD)).toHaveLength(2));
    pending = 4;

    act(() => socket.serverSend({ type: "ticket", event: "new", ticketId: "t-9", status: "pro" }));

    expect(await screen.findByRole("link", { name: "4 pending tickets" })).toBeVisible();
  });

  it("shows the server's message when the dashboard cannot be read", async () => {
    mockFetch({
      [`GET ${DASHBOARD}`]: () => jsonResponse({ error: "internal", message: "Try later" }, 500),
    });
    renderHome();

    expect(await within(attention()).findByRole("alert")).toHaveTextContent(
      "Could not load the dashboard. Try later",
    );
  });
});

describe("/admin/home Invite an admin", () => {
  it("makes an invite code and shows it once with its expiry and a copy button", async () => {
    const expiresAt = "2026-03-08T10:00:00.000Z";
    const requests = mockFetch({
      [`GET ${DASHBOARD}`]: () => dashboard(),
      [`POST ${INVITES}`]: () => jsonResponse({ Status: "OK", invite: "inv-abc123", expiresAt }),
    });
    const { user } = renderHome();
    // user-event puts its own clipboard on navigator when it is set up.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(await screen.findByRole("button", { name: "Make an invite code" }));

    const code = await screen.findByRole("textbox", { name: "Invite code" });
    expect(code).toHaveValue("inv-abc123");
    expect(code).toHaveAccessibleDescription(`Expires ${formatDateTime(Date.parse(expiresAt))}`);
    expect(callsTo(requests, "POST", INVITES)[0]?.headers.get("Authorization")).toBe(
      "Bearer admin-token",
    );

    await user.click(screen.getByRole("button", { name: "Copy invite code" }));

    expect(writeText).toHaveBeenCalledWith("inv-abc123");
    expect(await screen.findByText("Copied the invite code.")).toBeVisible();
  });

  it("shows the server's message when no invite can be made", async () => {
    mockFetch({
      [`GET ${DASHBOARD}`]: () => dashboard(),
      [`POST ${INVITES}`]: () =>
        jsonResponse({ error: "rate_limited", message: "Too many requests." }, 429),
    });
    const { user } = renderHome();

    await user.click(await screen.findByRole("button", { name: "Make an invite code" }));

    expect(await screen.findByRole("alertdialog", { name: "Too many requests." })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Invite code" })).not.toBeInTheDocument();
  });
});
