import type * as adminInsights from "../admin-insights";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/** Platform totals, charts, health and what needs attention (the admin's home and /admin/check). */
export const insightRoutes = {
  adminBalance: defineRoute({
    method: "GET",
    path: "/admin/balance",
    caller: "admin",
    screen: true,
    reply: json<adminInsights.BalanceResponse>(),
  }),
  adminCharts: defineRoute({
    method: "GET",
    path: "/admin/charts",
    caller: "admin",
    query: schemas.adminInsights("chartsQuery"),
    reply: json<adminInsights.ChartsResponse>(),
  }),
  adminCheck: defineRoute({
    method: "GET",
    path: "/admin/check",
    caller: "admin",
    screen: true,
    reply: json<adminInsights.CheckResponse>(),
  }),
  adminDashboard: defineRoute({
    method: "GET",
    path: "/admin/dashboard",
    caller: "admin",
    reply: json<adminInsights.DashboardResponse>(),
  }),
};
