import { useLingui } from "@lingui/react";
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

/** Each series; its title is a message id. */
const seriesList: { key: SeriesKey; title: string; money: boolean }[] = [
  { key: "newPlayers", title: "admin.graphs.series.newPlayers", money: false },
  { key: "runs", title: "admin.graphs.series.runs", money: false },
  { key: "answers", title: "admin.graphs.series.answers", money: false },
  { key: "deposits", title: "admin.graphs.series.deposits", money: true },
  { key: "payouts", title: "admin.graphs.series.payouts", money: true },
];

/** /admin/chart (by month) and /admin/graphs (by day): the platform's real figures as bars. */
export function InsightCharts({ title, period }: { title: string; period: ChartPeriod }) {
  const { i18n } = useLingui();
  const charts = useQuery(chartsQuery(period));
  return (
    <section className="screen">
      <PageTitle title={title} />
      <ScreenTabs
        label={i18n._("admin.graphs.tabs")}
        tabs={[
          { to: paths.adminChart, label: i18n._("admin.graphs.byMonth") },
          { to: paths.adminGraphs, label: i18n._("admin.graphs.byDay") },
        ]}
      />
      <h1>{title}</h1>
      <p>{i18n._("admin.graphs.about", { period })}</p>
      <ReadView read={charts} what={i18n._("admin.graphs.what")}>
        {(data) => {
          const periods = periodsFrom(data.from, period);
          return seriesList.map((series) => (
            <SeriesChart
              key={series.key}
              title={i18n._(series.title)}
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
  const { i18n } = useLingui();
  const headingId = useId();
  const formatValue = (value: number) => (money ? rupeeText(value) : formatCount(value));
  return (
    <section className="admin-section chart-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {points.length === 0 ? (
        <EmptyState>{i18n._("admin.graphs.empty")}</EmptyState>
      ) : (
        <>
          <BarChart
            label={money ? i18n._("admin.spec.rupees", { label: title }) : title}
            labels={periods.map(formatPeriod)}
            // Money on the wire is paise; the bars are rupees so the axis reads naturally.
            values={valuesFor(periods, points).map((value) => (money ? value / 100 : value))}
            format={money ? formatRupees : formatCount}
            description={i18n._("admin.graphs.description", {
              series: title.toLowerCase(),
              period,
            })}
          />
          <PeriodTable
            caption={i18n._("admin.graphs.caption", { series: title, period })}
            head={[i18n._("admin.graphs.periodHeading", { period }), title]}
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
