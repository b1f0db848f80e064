import type { ChartPeriod } from "../../../contract/admin-insights";
import { insightRoutes } from "../../../contract/routes/admin-insights";
import { routeQuery } from "../../lib/api-query";

export const balanceQuery = () => routeQuery(insightRoutes.adminBalance);

export const chartsQuery = (period: ChartPeriod) =>
  routeQuery(insightRoutes.adminCharts, { query: { period } });
