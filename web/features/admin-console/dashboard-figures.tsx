import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Link } from "react-router";
import type { DashboardResponse } from "../../../contract/admin-insights";
import { formatCount, formatCountOf } from "../../components/admin/admin-format";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";
import { makeWhenIdle, onFirstUse } from "../../lib/on-first-use";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { dashboardQuery } from "./api";

/**
 * Who is online, who plays and the answers change with no event to announce them, so the
 * figures are read again this often; TanStack Query skips the reads while the tab is
 * hidden. Tickets and the switch also arrive by socket, which re-reads at once.
 */
const DASHBOARD_REFRESH_MS = 4000;

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { timeStyle: "medium" }));

/** The share right, "62 %", or a dash with no answers to judge. */
function shareOf(part: number, whole: number): string {
  return whole === 0 ? "no answers yet" : `${Math.round((part / whole) * 100)} % right`;
}

/** The dashboard's fields that are numbers, which a figure may show. */
type CountName = {
  [Name in keyof DashboardResponse]: DashboardResponse[Name] extends number ? Name : never;
}[keyof DashboardResponse];

/**
 * The figures in order: which count each shows, the screen that deals with it, its label
 * for one and for more, the line under it, and whether a count above 0 waits for an admin.
 */
const figures: {
  /** The dashboard field it shows, also named for styles and tests. */
  name: CountName;
  to: string;
  one: string;
  many: string;
  detail: (data: DashboardResponse) => string;
  alert?: boolean;
}[] = [
  {
    name: "online",
    to: paths.adminCheck,
    one: "online now",
    many: "online now",
    detail: ({ onlineBy }) =>
      [
        formatCountOf(onlineBy.player, "player", "players"),
        formatCountOf(onlineBy.visitor, "visitor", "visitors"),
        formatCountOf(onlineBy.admin, "admin", "admins"),
      ].join(", "),
  },
  {
    name: "activePlayers",
    to: paths.adminPlayers,
    one: "player active",
    many: "players active",
    detail: () => "started a run or answered in the last 5 minutes",
  },
  {
    name: "answersLastHour",
    to: paths.adminChart,
    one: "answer in the last hour",
    many: "answers in the last hour",
    detail: (data) => shareOf(data.correctLastHour, data.answersLastHour),
  },
  {
    name: "openPayouts",
    to: paths.adminAddReward,
    one: "open payout",
    many: "open payouts",
    detail: (data) => `${rupeeText(data.openPayoutsPaise)} to pay`,
    alert: true,
  },
  {
    name: "pendingTickets",
    to: paths.adminTicket,
    one: "pending ticket",
    many: "pending tickets",
    detail: () => "reported questions to decide",
    alert: true,
  },
  {
    name: "pendingRequests",
    to: paths.adminRequest,
    one: "pending claim request",
    many: "pending claim requests",
    detail: () => "coupons and prizes to hand over",
    alert: true,
  },
];

/** /admin/home's live figures: each links to the screen that deals with it. */
export function DashboardFigures() {
  const dashboard = useQuery({
    ...dashboardQuery(),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const refresh = () => void dashboard.refetch();
  const headingId = useId();
  useRealtimeMessage("ticket", refresh);
  useRealtimeMessage("game", refresh);
  useResync(refresh);
  // Often the page's first formatter, which loads the locale's data: made while the read
  // is in flight, not in the render that shows the figures (a long task under Lighthouse).
  useEffect(() => makeWhenIdle(timeFormat), []);

  return (
    <section className="admin-section dashboard" aria-labelledby={headingId}>
      <h2 id={headingId}>Right now</h2>
      <ReadView read={dashboard} what="the dashboard">
        {(data) => (
          <>
            <ul className="dashboard-figures">
              {figures.map((figure) => {
                const count = data[figure.name];
                return (
                  <li key={figure.name}>
                    <Link
                      to={figure.to}
                      className="dashboard-figure"
                      data-figure={figure.name}
                      data-alert={Boolean(figure.alert) && count > 0}
                    >
                      <span className="dashboard-figure-value">{formatCount(count)}</span>{" "}
                      <span className="dashboard-figure-label">
                        {count === 1 ? figure.one : figure.many}
                      </span>{" "}
                      <span className="dashboard-figure-detail">{figure.detail(data)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <p className="field-hint">
              {"Updated "}
              <time dateTime={new Date(data.at).toISOString()}>{timeFormat().format(data.at)}</time>
              {`, every ${DASHBOARD_REFRESH_MS / 1000} seconds while this tab is open.`}
            </p>
          </>
        )}
      </ReadView>
    </section>
  );
}
