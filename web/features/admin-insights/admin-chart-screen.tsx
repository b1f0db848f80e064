import { InsightCharts } from "./insight-charts";

/** /admin/chart: the platform's figures month by month. */
export function AdminChartScreen() {
  return <InsightCharts title="Chart" period="month" />;
}
