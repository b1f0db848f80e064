import { useLingui } from "@lingui/react";
import { InsightCharts } from "./insight-charts";

/** /admin/graphs: the platform's figures day by day (SPEC.md's sample data replaced by real figures). */
export function AdminGraphsScreen() {
  const { i18n } = useLingui();
  return <InsightCharts title={i18n._("admin.graphs.title")} period="day" />;
}
