import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Link } from "react-router";
import type { DashboardResponse } from "../../../contract/admin-insights";
import { formatCount } from "../../components/admin/admin-format";
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

/** The share right, "62 % right", or a dash with no answers to judge. */
function shareOf(i18n: I18n, part: number, whole: number): string {
  return whole === 0
    ? i18n._("admin.home.share.none")
    : i18n._("admin.home.share.right", { percent: Math.round((part / whole) * 100) });
}

/** The dashboard's fields that are numbers, which a figure may show. */
type CountName = {
  [Name in keyof DashboardResponse]: DashboardResponse[Name] extends number ? Name : never;
}[keyof DashboardResponse];

/**
 * The figures in order: which count each shows, the screen that deals with it, its label
 * (a message given the count), the line under it, and whether a count above 0 waits for an admin.
 */
const figures: {
  /** The dashboard field it shows, also named for styles and tests. */
  name: CountName;
  to: string;
  /** A message id, given `count`. */
  label: string;
  detail: (data: DashboardResponse, i18n: I18n) => string;
  alert?: boolean;
}[] = [
  {
    name: "online",
    to: paths.adminCheck,
    label: "admin.home.online.label",
    detail: ({ onlineBy }, i18n) =>
      i18n._("admin.home.online.detail", {
        players: onlineBy.player,
        playersText: formatCount(onlineBy.player),
        visitors: onlineBy.visitor,
        visitorsText: formatCount(onlineBy.visitor),
        admins: onlineBy.admin,
        adminsText: formatCount(onlineBy.admin),
      }),
  },
  {
    name: "activePlayers",
    to: paths.adminPlayers,
    label: "admin.home.active.label",
    detail: (_, i18n) => i18n._("admin.home.active.detail"),
  },
  {
    name: "answersLastHour",
    to: paths.adminChart,
    label: "admin.home.answers.label",
    detail: (data, i18n) => shareOf(i18n, data.correctLastHour, data.answersLastHour),
  },
  {
    name: "openPayouts",
    to: paths.adminAddReward,
    label: "admin.home.payouts.label",
    detail: (data, i18n) =>
      i18n._("admin.home.payouts.detail", { amount: rupeeText(data.openPayoutsPaise) }),
    alert: true,
  },
  {
    name: "pendingTickets",
    to: paths.adminTicket,
    label: "admin.home.tickets.label",
    detail: (_, i18n) => i18n._("admin.home.tickets.detail"),
    alert: true,
  },
  {
    name: "pendingRequests",
    to: paths.adminRequest,
    label: "admin.home.requests.label",
    detail: (_, i18n) => i18n._("admin.home.requests.detail"),
    alert: true,
  },
];

/** /admin/home's live figures: each links to the screen that deals with it. */
export function DashboardFigures() {
  const { i18n } = useLingui();
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
      <h2 id={headingId}>{i18n._("admin.home.figures.heading")}</h2>
      <ReadView read={dashboard} what={i18n._("admin.home.figures.what")}>
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
                        {i18n._(figure.label, { count })}
                      </span>{" "}
                      <span className="dashboard-figure-detail">{figure.detail(data, i18n)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <p className="field-hint">
              <Trans
                id="admin.home.figures.updated"
                values={{
                  time: timeFormat().format(data.at),
                  seconds: DASHBOARD_REFRESH_MS / 1000,
                }}
                components={{ 0: <time dateTime={new Date(data.at).toISOString()} /> }}
              />
            </p>
          </>
        )}
      </ReadView>
    </section>
  );
}
