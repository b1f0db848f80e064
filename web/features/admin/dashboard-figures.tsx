import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { DashboardResponse } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { ReadView } from "../../components/read-view";
import { apiQuery } from "../../lib/api-query";
import { formatPaise } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { formatCount } from "./admin-format";

/**
 * Sockets, players and answers change with no event to announce them, so the figures are
 * read again this often; TanStack Query skips the reads while the tab is hidden. Tickets
 * and the switch also arrive by socket, which re-reads at once.
 */
export const DASHBOARD_REFRESH_MS = 4000;

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });

/** The share right, "62 %", or a dash with no answers to judge. */
function shareOf(part: number, whole: number): string {
  return whole === 0 ? "no answers yet" : `${Math.round((part / whole) * 100)} % right`;
}

/** /admin/home's live figures: each links to the screen that deals with it. */
export function DashboardFigures() {
  const dashboard = useQuery({
    ...apiQuery<DashboardResponse>(adminPaths.dashboard, "admin"),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const refresh = () => void dashboard.refetch();
  const headingId = useId();
  useRealtimeMessage("ticket", refresh);
  useRealtimeMessage("game", refresh);
  useResync(refresh);

  return (
    <section className="admin-section dashboard" aria-labelledby={headingId}>
      <h2 id={headingId}>Right now</h2>
      <ReadView read={dashboard} what="the dashboard">
        {(data) => (
          <>
            <ul className="dashboard-figures">
              <Figure
                name="online"
                to={paths.adminCheck}
                value={formatCount(data.online)}
                label="online now"
                detail={`${plural(data.onlineBy.player, "player", "players")}, ${plural(data.onlineBy.visitor, "visitor", "visitors")}, ${plural(data.onlineBy.admin, "admin", "admins")}`}
              />
              <Figure
                name="activePlayers"
                to={paths.adminPlayers}
                value={formatCount(data.activePlayers)}
                label={data.activePlayers === 1 ? "player active" : "players active"}
                detail="started a run or answered in the last 5 minutes"
              />
              <Figure
                name="answersLastHour"
                to={paths.adminChart}
                value={formatCount(data.answersLastHour)}
                label={
                  data.answersLastHour === 1
                    ? "answer in the last hour"
                    : "answers in the last hour"
                }
                detail={shareOf(data.correctLastHour, data.answersLastHour)}
              />
              <Figure
                name="openPayouts"
                to={paths.adminAddReward}
                value={formatCount(data.openPayouts)}
                label={data.openPayouts === 1 ? "open payout" : "open payouts"}
                detail={`${formatPaise(data.openPayoutsPaise)} to pay`}
                alert={data.openPayouts > 0}
              />
              <Figure
                name="pendingTickets"
                to={paths.adminTicket}
                value={formatCount(data.pendingTickets)}
                label={data.pendingTickets === 1 ? "pending ticket" : "pending tickets"}
                detail="reported questions to decide"
                alert={data.pendingTickets > 0}
              />
              <Figure
                name="pendingRequests"
                to={paths.adminRequest}
                value={formatCount(data.pendingRequests)}
                label={
                  data.pendingRequests === 1 ? "pending claim request" : "pending claim requests"
                }
                detail="coupons and prizes to hand over"
                alert={data.pendingRequests > 0}
              />
            </ul>
            <p className="field-hint">
              {"Updated "}
              <time dateTime={new Date(data.at).toISOString()}>{timeFormat.format(data.at)}</time>
              {`, every ${DASHBOARD_REFRESH_MS / 1000} seconds while this tab is open.`}
            </p>
          </>
        )}
      </ReadView>
    </section>
  );
}

function Figure({
  name,
  to,
  value,
  label,
  detail,
  alert = false,
}: {
  /** Which figure, for styles and tests: the dashboard field it shows. */
  name: keyof DashboardResponse;
  to: string;
  value: string;
  label: string;
  detail: string;
  alert?: boolean;
}) {
  return (
    <li>
      <Link to={to} className="dashboard-figure" data-figure={name} data-alert={alert}>
        <span className="dashboard-figure-value">{value}</span>{" "}
        <span className="dashboard-figure-label">{label}</span>{" "}
        <span className="dashboard-figure-detail">{detail}</span>
      </Link>
    </li>
  );
}
