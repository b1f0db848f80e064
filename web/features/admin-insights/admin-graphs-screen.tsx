import { InsightCharts } from "./insight-charts";

/** /admin/graphs: the platform's figures day by day (SPEC.md's sample data replaced by real figures). */
export function AdminGraphsScreen() {
  return <InsightCharts title="Graphs" period="day" />;
}
