// Proves /admin/check: the game switch, connected sockets, the database, the last cron
// run and the counts; a database that is down said in words; Refresh reading again.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { CheckResponse } from "../../../contract/admin-insights";
import { formatMoment } from "../../lib/day-format";
import { detailOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminCheckScreen } from "./admin-check-screen";

const CHECK = "/admin/check";
const healthy: CheckResponse = {
  game: { Status: "on", text: "", resumeAt: null, changedAt: 1 },
  sockets: 42,
  database: "ok",
  lastCron: { at: Date.UTC(2026, 2, 1, 3, 0), purged: 6 },
  counts: { players: 1200, questions: 340, pendingTickets: 2, openPayouts: 1, pendingRequests: 0 },
};

const renderCheck = () => renderScreen(<AdminCheckScreen />, "/admin/check");
const figure = (region: string, label: string) =>
  detailOf(screen.getByRole("region", { name: region }), label);

beforeEach(signInAdminQuietly);

it("shows the switch, sockets, database, last cron run and counts", async () => {
  mockFetch({ [`GET ${CHECK}`]: () => jsonResponse(healthy) });
  renderCheck();

  await screen.findByRole("region", { name: "System" });
  expect(figure("System", "Game switch")).toBe("On");
  expect(figure("System", "Connected sockets")).toBe("42");
  expect(figure("System", "Database")).toBe("OK");
  expect(figure("System", "Last cron run")).toBe(
    `${formatMoment(Date.UTC(2026, 2, 1, 3, 0))}, purged 6`,
  );
  expect(figure("Counts", "Players")).toBe("1,200");
  expect(figure("Counts", "Questions")).toBe("340");
  expect(figure("Counts", "Pending tickets")).toBe("2");
  expect(figure("Counts", "Open payouts")).toBe("1");
  expect(figure("Counts", "Pending claim requests")).toBe("0");
  expect(screen.getByRole("status")).toHaveTextContent(/^Checked at /);
});

it("says when the database is down, the game room silent and cron never ran", async () => {
  mockFetch({
    [`GET ${CHECK}`]: () =>
      jsonResponse({ ...healthy, game: null, database: "down", lastCron: null, counts: null }),
  });
  renderCheck();

  await screen.findByRole("region", { name: "System" });
  expect(figure("System", "Database")).toBe("⚠ Down");
  expect(figure("System", "Game switch")).toBe("⚠ Not answering");
  expect(figure("System", "Last cron run")).toBe("Never");
  expect(screen.getByText("Unavailable while the database is down.")).toBeVisible();
});

it("says when the game is paused and until when", async () => {
  const resumeAt = Date.UTC(2026, 2, 1, 12, 0);
  mockFetch({
    [`GET ${CHECK}`]: () =>
      jsonResponse({ ...healthy, game: { Status: "off", text: "1 Hour", resumeAt, changedAt: 1 } }),
  });
  renderCheck();

  await screen.findByRole("region", { name: "System" });
  expect(figure("System", "Game switch")).toBe(`Off (1 Hour), resumes ${formatMoment(resumeAt)}`);
});

it("reads the check again on Refresh", async () => {
  let sockets = 42;
  const requests = mockFetch({ [`GET ${CHECK}`]: () => jsonResponse({ ...healthy, sockets }) });
  const { user } = renderCheck();
  await screen.findByRole("region", { name: "System" });
  sockets = 57;

  await user.click(screen.getByRole("button", { name: "Refresh" }));

  await waitFor(() => expect(figure("System", "Connected sockets")).toBe("57"));
  expect(callsTo(requests, "GET", CHECK)).toHaveLength(2);
});

it("shows the server's message when the check fails", async () => {
  mockFetch({
    [`GET ${CHECK}`]: () => errorResponse(500, "internal", "Try later"),
  });
  renderCheck();

  expect(await screen.findByRole("alert")).toHaveTextContent("Could not run the check. Try later");
});
