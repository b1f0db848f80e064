import type {
  BalanceResponse,
  ChartsResponse,
  CheckResponse,
  DashboardResponse,
} from "../admin-insights";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../admin-insights"));

/** Platform totals, charts, health and what needs attention (the admin's home and /admin/check). */
export const insightRoutes = {
  adminBalance: defineRoute({
    method: "GET",
    path: "/admin/balance",
    caller: "admin",
    screen: true,
    reply: json<BalanceResponse>(),
  }),
  adminCharts: defineRoute({
    method: "GET",
    path: "/admin/charts",
    caller: "admin",
    query: schemas("chartsQuery"),
    reply: json<ChartsResponse>(),
  }),
  adminCheck: defineRoute({
    method: "GET",
    path: "/admin/check",
    caller: "admin",
    screen: true,
    reply: json<CheckResponse>(),
  }),
  adminDashboard: defineRoute({
    method: "GET",
    path: "/admin/dashboard",
    caller: "admin",
    reply: json<DashboardResponse>(),
  }),
};
