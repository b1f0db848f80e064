import { useLingui } from "@lingui/react";
import { InsightCharts } from "./insight-charts";

/** /admin/chart: the platform's figures month by month. */
export function AdminChartScreen() {
  const { i18n } = useLingui();
  return <InsightCharts title={i18n._("admin.graphs.chartTitle")} period="month" />;
}
