// Proves /admin/chart (months) and /admin/graphs (days): each real series drawn as bars
// over its whole window (missing periods as zero, money in rupees), a table of the
// figures beside each chart, "No data yet" for an empty series, and that only the parts
// of Chart.js a bar chart needs are registered. Chart.js is replaced by a recorder: the
// canvas is not tested pixel by pixel (docs/decisions/006-charts.md).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChartsResponse } from "../../../contract/admin-insights";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdmin, silenceConsoleErrors } from "../../test/sessions";
import { AdminChartScreen } from "./admin-chart-screen";
import { AdminGraphsScreen } from "./admin-graphs-screen";

const chartJs = vi.hoisted(() => {
  const made: {
    canvas: HTMLCanvasElement;
    config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] } };
    destroyed: boolean;
  }[] = [];
  const registered: string[] = [];
  class Chart {
    static register(...parts: { id: string }[]) {
      registered.push(...parts.map((part) => part.id));
    }
    record: (typeof made)[number];
    constructor(canvas: HTMLCanvasElement, config: (typeof made)[number]["config"]) {
      this.record = { canvas, config, destroyed: false };
      made.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  const part = (id: string) => ({ id });
  return {
    made,
    registered,
    module: {
      Chart,
      BarController: part("bar"),
      BarElement: part("barElement"),
      CategoryScale: part("category"),
      LinearScale: part("linear"),
      Tooltip: part("tooltip"),
      Legend: part("legend"),
    },
  };
});

vi.mock("chart.js", () => chartJs.module);

const CHARTS = "/admin/charts";

function charts(
  overrides: Partial<ChartsResponse["series"]> = {},
  period: "month" | "day" = "month",
): ChartsResponse {
  return {
    period,
    from: period === "month" ? "2025-04" : "2026-02-01",
    series: { newPlayers: [], runs: [], answers: [], deposits: [], payouts: [], ...overrides },
  };
}

/** The chart drawn under a series' heading. */
function chartUnder(title: string) {
  const section = screen.getByRole("region", { name: title });
  const canvas = within(section).getByRole("img");
  const chart = chartJs.made.findLast((made) => made.canvas === canvas && !made.destroyed);
  if (!chart) throw new Error(`no live chart under ${title}`);
  return { section, canvas, data: chart.config.data };
}

/** The chart is drawn in an effect after its section renders: wait for it. */
const findChartUnder = (title: string) => waitFor(() => chartUnder(title));

const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => {
  chartJs.made.length = 0;
  signInAdmin();
  silenceConsoleErrors();
});

describe("/admin/chart", () => {
  it("registers only the bar controller, bar element, scales and tooltip", () => {
    expect(chartJs.registered).toEqual(["bar", "barElement", "category", "linear", "tooltip"]);
  });

  it("draws twelve months with the months without data as zero, and tables the real ones", async () => {
    const requests = mockFetch({
      [`GET ${CHARTS}`]: () =>
        jsonResponse(
          charts({
            newPlayers: [
              { period: "2025-04", value: 3 },
              { period: "2026-03", value: 12 },
            ],
          }),
        ),
    });
    renderScreen(<AdminChartScreen />, "/admin/chart");

    await screen.findByRole("region", { name: "New players" });
    const { section, canvas, data } = await findChartUnder("New players");
    expect(data.labels).toHaveLength(12);
    expect(data.labels[0]).toBe("Apr 2025");
    expect(data.labels[11]).toBe("Mar 2026");
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]?.label).toBe("New players");
    expect(data.datasets[0]?.data).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12]);
    expect(canvas).toHaveAccessibleName(
      "Bar chart of new players per month over the last 12 months. The table below has the figures.",
    );
    expect(rowsOf(section)).toEqual(["Apr 20253", "Mar 202612"]);
    expect(new URL(callsTo(requests, "GET", CHARTS)[0]!.url).searchParams.get("period")).toBe(
      "month",
    );
  });

  it("draws money in rupees and tables it as ₹", async () => {
    mockFetch({
      [`GET ${CHARTS}`]: () =>
        jsonResponse(charts({ deposits: [{ period: "2026-02", value: 125050 }] })),
    });
    renderScreen(<AdminChartScreen />, "/admin/chart");

    await screen.findByRole("region", { name: "Deposits" });
    const { section, data } = await findChartUnder("Deposits");
    expect(data.datasets[0]?.label).toBe("Deposits (₹)");
    expect(data.datasets[0]?.data[10]).toBe(1250.5);
    expect(rowsOf(section)).toEqual(["Feb 2026₹1,250.50"]);
  });

  it("says No data yet for each empty series and draws no chart for it", async () => {
    mockFetch({
      [`GET ${CHARTS}`]: () => jsonResponse(charts({ runs: [{ period: "2026-01", value: 7 }] })),
    });
    renderScreen(<AdminChartScreen />, "/admin/chart");

    const runs = await screen.findByRole("region", { name: "Runs" });
    expect(within(runs).getByRole("img")).toBeVisible();
    for (const title of ["New players", "Answers", "Deposits", "Payouts"]) {
      const section = screen.getByRole("region", { name: title });
      expect(within(section).getByText("No data yet")).toBeVisible();
      expect(within(section).queryByRole("img")).not.toBeInTheDocument();
      expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    }
    expect(chartJs.made.filter((made) => !made.destroyed)).toHaveLength(1);
  });

  it("shows the server's message when the figures cannot be read", async () => {
    mockFetch({
      [`GET ${CHARTS}`]: () => errorResponse(500, "internal", "Try later"),
    });
    renderScreen(<AdminChartScreen />, "/admin/chart");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the figures. Try later",
    );
  });
});

describe("/admin/graphs", () => {
  it("draws thirty days from the window's first day", async () => {
    const requests = mockFetch({
      [`GET ${CHARTS}`]: () =>
        jsonResponse(
          charts(
            {
              answers: [
                { period: "2026-02-01", value: 40 },
                { period: "2026-03-02", value: 55 },
              ],
            },
            "day",
          ),
        ),
    });
    renderScreen(<AdminGraphsScreen />, "/admin/graphs");

    expect(await screen.findByRole("heading", { level: 1, name: "Graphs" })).toBeVisible();
    await screen.findByRole("region", { name: "Answers" });
    const { section, data } = await findChartUnder("Answers");
    expect(data.labels).toHaveLength(30);
    expect(data.labels[0]).toBe("1 Feb");
    expect(data.labels[29]).toBe("2 Mar");
    expect(data.datasets[0]?.data[0]).toBe(40);
    expect(data.datasets[0]?.data[29]).toBe(55);
    expect(rowsOf(section)).toEqual(["1 Feb40", "2 Mar55"]);
    expect(new URL(callsTo(requests, "GET", CHARTS)[0]!.url).searchParams.get("period")).toBe(
      "day",
    );
  });
});
