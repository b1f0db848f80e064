// Proves /admin/balance, /admin/chart and /admin/graphs show no words outside the admin
// catalogue (issue 34): each is rendered in the pseudo-language that wraps every message in
// ⟦ ⟧, with figures, empty and failed, and no letter may be left outside a wrapper. The
// periods' month names are formatted dates, allowed as data; the canvas is Chart.js's, not
// drawn here (insight-charts.test.tsx proves what it is given).
import { screen } from "@testing-library/react";
import { beforeEach, describe, it, vi } from "vitest";
import type { BalanceResponse, ChartsResponse } from "../../../contract/admin-insights";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import {
  expectOnlyMessages,
  renderInWrappedMessages,
  withCellsApart,
} from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly, silenceConsoleErrors } from "../../test/sessions";
import { AdminBalanceScreen } from "./admin-balance-screen";
import { AdminChartScreen } from "./admin-chart-screen";
import { AdminGraphsScreen } from "./admin-graphs-screen";
import { formatPeriod } from "./chart-series";

vi.mock("chart.js", () => {
  class Chart {
    static register() {}
    destroy() {}
  }
  return {
    Chart,
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    LinearScale: {},
    Tooltip: {},
  };
});

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  signInAdminQuietly();
});

describe("only messages are shown on /admin/balance", () => {
  const balance = (days: BalanceResponse["days"]): BalanceResponse => ({
    players: { cash: 150000, bonus: 2000, winnings: 7500, coins: 12345, stars: 40, tries: 9 },
    contributors: { earnings: 5500 },
    days,
  });

  it.each([
    ["with money in and out", [{ period: "2026-03-01", value: 5000 }]],
    ["with no days", []],
  ])("%s", async (_state, points) => {
    mockFetch({
      "GET /admin/balance": () => jsonResponse(balance({ deposits: points, payouts: points })),
    });
    const { container } = renderScreen(<AdminBalanceScreen />, "/admin/balance");
    await screen.findByText("⟦Platform totals⟧");
    expectOnlyMessages(withCellsApart(container), [formatPeriod("2026-03-01")]);
  });

  it("when the read fails", async () => {
    mockFetch({ "GET /admin/balance": () => errorResponse(500, "internal", "Down") });
    const { container } = renderScreen(<AdminBalanceScreen />, "/admin/balance");
    await screen.findByRole("alert");
    expectOnlyMessages(withCellsApart(container));
  });
});

describe("only messages are shown on the charts", () => {
  const charts = (period: "month" | "day", from: string): ChartsResponse => ({
    period,
    from,
    series: {
      newPlayers: [{ period: from, value: 4 }],
      runs: [],
      answers: [{ period: from, value: 12 }],
      deposits: [{ period: from, value: 5000 }],
      payouts: [],
    },
  });

  it.each([
    ["by month", AdminChartScreen, "/admin/chart", charts("month", "2025-04")],
    ["by day", AdminGraphsScreen, "/admin/graphs", charts("day", "2026-02-01")],
  ])("%s", async (_state, Screen, path, response) => {
    mockFetch({ "GET /admin/charts": () => jsonResponse(response) });
    const { container } = renderScreen(<Screen />, path);
    await screen.findAllByText("⟦New players⟧");
    expectOnlyMessages(withCellsApart(container), [formatPeriod(response.from)]);
  });

  it("when the read fails", async () => {
    mockFetch({ "GET /admin/charts": () => errorResponse(500, "internal", "Down") });
    const { container } = renderScreen(<AdminChartScreen />, "/admin/chart");
    await screen.findByRole("alert");
    expectOnlyMessages(withCellsApart(container));
  });
});
