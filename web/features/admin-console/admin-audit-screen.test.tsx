// Proves /admin/audit against a mocked server: each entry with who, when, the
// action, what it was about (a player linking to their page), its words and the values
// before and after; the admin and action filters and the page read from and written to
// the address; 25 to a page with page controls; empty and failed reads said in the page.
// Every change in words, rupees and local time (a ticket's status, a reward
// removed from the pool, a language switched off, the game paused), never a raw status
// word or epoch milliseconds.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AuditEntryView } from "../../../contract/audit";
import { formatMoment } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminAuditScreen } from "./admin-audit-screen";

const AUDIT = "/admin/audit";
const ADMINS = "/admin/admins";
const admins = [
  { id: "a-1", name: "Meera", email: "m@example.com", disabled: false, createdAt: 1, you: true },
  { id: "a-2", name: "Kabir", email: "k@example.com", disabled: false, createdAt: 1, you: false },
];

const adjustment: AuditEntryView = {
  id: "l-1",
  at: Date.UTC(2026, 2, 1, 10),
  actor: { role: "admin", id: "a-1", name: "Meera" },
  action: "support-adjustment",
  subject: { kind: "player", id: "p-1", name: "Ravi" },
  summary: "Credited 2 tries: Lost connection",
  before: { tries: 0 },
  after: { tries: 2 },
};

const logPage = (data: AuditEntryView[], total = data.length, page = 1) =>
  jsonResponse({ data, total, page, pageSize: 25 });
const reads = (requests: Request[]) =>
  callsTo(requests, "GET", AUDIT).map((request) =>
    Object.fromEntries(new URL(request.url).searchParams),
  );
const renderAudit = (entry = AUDIT) => renderScreen(<AdminAuditScreen />, AUDIT, entry);

beforeEach(signInAdminQuietly);

describe("/admin/audit", () => {
  it("lists who did what to whom, with the values before and after", async () => {
    mockFetch({
      [`GET ${AUDIT}`]: () => logPage([adjustment]),
      [`GET ${ADMINS}`]: () => jsonResponse({ data: admins }),
    });
    renderAudit();

    const row = (await screen.findByText("Credited 2 tries: Lost connection")).closest("tr");
    const cells = within(row as HTMLElement);
    expect(cells.getByText("Meera")).toBeVisible();
    expect(cells.getByText("Support adjustment")).toBeVisible();
    expect(cells.getByRole("link", { name: "Ravi" })).toHaveAttribute("href", "/admin/players/p-1");
    expect(cells.getByText("Tries: 0 → 2")).toBeVisible();
    expect(screen.getByText("1 entry")).toBeVisible();
  });

  it("shows each change in words, rupees and local time, never raw values", async () => {
    const at = Date.UTC(2026, 10, 28, 9, 30);
    const resumeAt = at + 10 * 60_000;
    const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
      ...adjustment,
      subject: { kind: "game", id: null, name: null },
      at,
      ...overrides,
    });
    mockFetch({
      [`GET ${AUDIT}`]: () =>
        logPage([
          entry({
            id: "l-2",
            action: "ticket-decision",
            subject: { kind: "ticket", id: "t-1", name: null },
            summary: "Refunded the try",
            before: { status: "pro" },
            after: { status: "refund", extraSeconds: 0 },
          }),
          entry({
            id: "l-3",
            action: "reward-remove",
            subject: { kind: "reward", id: "r-1", name: null },
            summary: "Removed a reward from the trial's pool",
            before: { amountPaise: 15_000 },
            after: null,
          }),
          entry({
            id: "l-4",
            action: "language-edit",
            subject: { kind: "language", id: "ta", name: "Tamil" },
            summary: "Edited the language Tamil",
            before: { enabled: true },
            after: { enabled: false },
          }),
          entry({
            id: "l-5",
            action: "game-switch",
            summary: "Stopped the game for 10 Minutes",
            before: { status: "on", text: "", resumeAt: null },
            after: { status: "off", text: "10 Minutes", resumeAt },
          }),
        ]),
      [`GET ${ADMINS}`]: () => jsonResponse({ data: admins }),
    });
    renderAudit();

    const table = await screen.findByRole("table");
    expect(within(table).getByText("Ticket status: Processing → Refunded")).toBeVisible();
    expect(within(table).getByText("Reward ₹150.00 removed from the pool")).toBeVisible();
    expect(within(table).getByText("Reward removed from the pool")).toBeVisible();
    expect(within(table).getByText("Tamil (language)")).toBeVisible();
    expect(within(table).getByText("Players can pick it: Yes → No")).toBeVisible();
    expect(
      within(table).getByText(`Game: On → Paused until ${formatMoment(resumeAt)}`),
    ).toBeVisible();
    expect(within(table).getAllByText(formatMoment(at))).toHaveLength(4);
    expect(table).not.toHaveTextContent(/\bpro\b|→ refund|\d{12,}/);
  });

  it("reads the filters and page from the address and writes a change back", async () => {
    const requests = mockFetch({
      [`GET ${AUDIT}`]: (request) =>
        logPage([adjustment], 60, Number(new URL(request.url).searchParams.get("page") ?? "1")),
      [`GET ${ADMINS}`]: () => jsonResponse({ data: admins }),
    });
    const { user } = renderAudit(`${AUDIT}?admin=a-2&action=game-switch&page=2`);

    await screen.findByText("Page 2 of 3");
    expect(reads(requests).at(-1)).toEqual({ admin: "a-2", action: "game-switch", page: "2" });
    expect(await screen.findByRole("option", { name: "Kabir" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Admin" })).toHaveValue("a-2");
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveValue("game-switch");

    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Run settings");

    await waitFor(() =>
      expect(reads(requests).at(-1)).toEqual({ admin: "a-2", action: "run-settings", page: "1" }),
    );
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(reads(requests).at(-1)?.page).toBe("2"));
  });

  it("says when nothing matches, and when the log cannot be read", async () => {
    mockFetch({
      [`GET ${AUDIT}`]: () => logPage([]),
      [`GET ${ADMINS}`]: () => jsonResponse({ data: admins }),
    });
    renderAudit(`${AUDIT}?action=payout-decision`);
    expect(await screen.findByText("Nothing in the log matches these filters.")).toBeVisible();
  });

  it("shows the server's message when the log cannot be read", async () => {
    mockFetch({
      [`GET ${AUDIT}`]: () => errorResponse(500, "internal", "Try later"),
      [`GET ${ADMINS}`]: () => jsonResponse({ data: admins }),
    });
    renderAudit();
    expect(await screen.findByText("Could not load the audit log. Try later")).toBeVisible();
  });
});
