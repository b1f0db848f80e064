import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { ChartPeriod, ChartsResponse, SeriesPoint } from "../../../contract/admin-insights";
import { formatCount } from "../../components/admin/admin-format";
import { ScreenTabs } from "../../components/admin/admin-lists";
import { EmptyState } from "../../components/empty-state";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { formatRupees, rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { chartsQuery } from "./api";
import { BarChart } from "./bar-chart";
import { formatPeriod, periodsFrom, valuesFor } from "./chart-series";
import { PeriodTable } from "./period-table";
import "./admin-insights.css";

type SeriesKey = keyof ChartsResponse["series"];

const seriesList: { key: SeriesKey; title: string; money: boolean }[] = [
  { key: "newPlayers", title: "New players", money: false },
  { key: "runs", title: "Runs", money: false },
  { key: "answers", title: "Answers", money: false },
  { key: "deposits", title: "Deposits", money: true },
  { key: "payouts", title: "Payouts", money: true },
];

const periodWords: Record<ChartPeriod, { unit: string; heading: string; window: string }> = {
  month: { unit: "month", heading: "Month", window: "the last 12 months" },
  day: { unit: "day", heading: "Day", window: "the last 30 days" },
};

/** /admin/chart (by month) and /admin/graphs (by day): the platform's real figures as bars. */
export function InsightCharts({ title, period }: { title: string; period: ChartPeriod }) {
  const charts = useQuery(chartsQuery(period));
  const words = periodWords[period];
  return (
    <section className="screen">
      <PageTitle title={title} />
      <ScreenTabs
        label="Charts"
        tabs={[
          { to: paths.adminChart, label: "By month" },
          { to: paths.adminGraphs, label: "By day" },
        ]}
      />
      <h1>{title}</h1>
      <p>{`Per ${words.unit}, ${words.window}.`}</p>
      <ReadView read={charts} what="the figures">
        {(data) => {
          const periods = periodsFrom(data.from, period);
          return seriesList.map((series) => (
            <SeriesChart
              key={series.key}
              title={series.title}
              money={series.money}
              period={period}
              periods={periods}
              points={data.series[series.key]}
            />
          ));
        }}
      </ReadView>
    </section>
  );
}

function SeriesChart({
  title,
  money,
  period,
  periods,
  points,
}: {
  title: string;
  money: boolean;
  period: ChartPeriod;
  periods: string[];
  points: SeriesPoint[];
}) {
  const headingId = useId();
  const words = periodWords[period];
  const formatValue = (value: number) => (money ? rupeeText(value) : formatCount(value));
  return (
    <section className="admin-section chart-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {points.length === 0 ? (
        <EmptyState>No data yet</EmptyState>
      ) : (
        <>
          <BarChart
            label={money ? `${title} (₹)` : title}
            labels={periods.map(formatPeriod)}
            // Money on the wire is paise; the bars are rupees so the axis reads naturally.
            values={valuesFor(periods, points).map((value) => (money ? value / 100 : value))}
            format={money ? formatRupees : formatCount}
            description={`Bar chart of ${title.toLowerCase()} per ${words.unit} over ${words.window}. The table below has the figures.`}
          />
          <PeriodTable
            caption={`${title} per ${words.unit}; ${words.unit}s without any are left out.`}
            head={[words.heading, title]}
            rows={points.map((point) => ({
              period: point.period,
              cells: [formatValue(point.value)],
            }))}
          />
        </>
      )}
    </section>
  );
}
