import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link, useParams } from "react-router";
import type { PlayerDetailResponse } from "../../../contract/player-support";
import { formatCount, playerStatusLabels } from "../../components/admin/admin-format";
import { AdminTable } from "../../components/admin/admin-lists";
import { DetailList } from "../../components/detail-list";
import { PageTitle } from "../../components/page-title";
import { Pager } from "../../components/pager";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { formatMoment } from "../../lib/day-format";
import { accountLabel, formatMovement, formatQuantity } from "../../lib/ledger-format";
import { rupeeText } from "../../lib/money";
import { adminPlayerPath, paths } from "../../lib/paths";
import { ticketStatusWords } from "../../lib/ticket-status-words";
import { playerLedgerQuery, playerQuery } from "./api";
import { SupportAdjustmentForm } from "./support-adjustment-form";
import "./admin-people.css";

const runStatusLabels: Record<string, string> = {
  active: "Playing",
  won: "Won",
  lost: "Lost",
  timeout: "Timed out",
  forfeited: "Left",
};

/**
 * /admin/players/{id}: one player's support page: balances, a support
 * adjustment, the ledger page by page, where they signed in from (as the edge saw it),
 * their runs, tickets, payouts and referrals.
 */
export function AdminPlayerScreen() {
  const { id = "" } = useParams();
  const detail = useQuery(playerQuery(id));
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledger = useQuery(playerLedgerQuery(id, ledgerPage));
  const [notice, setNotice] = useState("");
  const name = detail.data ? nameOf(detail.data.player) : "Player";

  return (
    <section className="screen screen-wide player-support">
      <PageTitle title={name} />
      <p className="back-link">
        <Link to={paths.adminPlayers}>All players</Link>
      </p>
      <h1>{name}</h1>
      <ReadView read={detail} what="the player">
        {(data) => (
          <>
            <DetailList
              rows={[
                ["Email", data.player.email || "—"],
                ["Status", playerStatusLabels[data.player.status]],
                ["Joined", formatMoment(data.player.createdAt)],
                ["Referral code", data.player.referralCode],
              ]}
            />
            <Part title="Balances">
              <DetailList
                rows={(["cash", "bonus", "winnings", "coins", "stars", "tries"] as const).map(
                  (account) => [
                    accountLabel(account),
                    formatQuantity(account, data.balances[account]),
                  ],
                )}
              />
            </Part>
            {data.player.status !== "deactivated" && (
              <Part title="Support adjustment">
                <SupportAdjustmentForm
                  playerId={id}
                  playerName={name}
                  onAdjusted={(said) => {
                    setNotice(said);
                    setLedgerPage(1);
                  }}
                />
                <StatusLine>{notice}</StatusLine>
              </Part>
            )}
            <Part title="History">
              <ReadView read={ledger} what="the history">
                {(page) => (
                  <>
                    <AdminTable
                      caption="Ledger entries, newest first"
                      head={["When", "Balance", "Amount", "What"]}
                      empty="Nothing has moved yet."
                      rows={page.entries.map((entry) => ({
                        key: entry.id,
                        cells: [
                          formatMoment(entry.createdAt),
                          accountLabel(entry.account),
                          formatMovement(entry.account, entry.amount),
                          entry.memo || "—",
                        ],
                      }))}
                    />
                    <Pager label="History pages" of={page} onPage={setLedgerPage} />
                  </>
                )}
              </ReadView>
            </Part>
            <Part title="Sign-ins">
              <AdminTable
                caption="Recent sign-ins, as the network edge located them"
                head={["When", "City", "Country"]}
                empty="No sign-in recorded yet."
                rows={data.signIns.map((signIn, index) => ({
                  // Two sign-ins can share a millisecond; their order is the server's.
                  key: `${signIn.at}-${index}`,
                  cells: [
                    formatMoment(signIn.at),
                    signIn.city ?? "unknown",
                    signIn.country ?? "unknown",
                  ],
                }))}
              />
            </Part>
            <Part title={`Runs (${formatCount(data.runs.total)} in all)`}>
              <AdminTable
                caption="Latest runs"
                head={["Started", "Result", "Right", "Stars"]}
                empty="No runs yet."
                rows={data.runs.latest.map((run) => ({
                  key: run.id,
                  cells: [
                    formatMoment(run.startedAt),
                    runStatusLabels[run.status] ?? run.status,
                    `${run.correctCount} of ${run.questionCount}`,
                    run.stars === null ? "—" : String(run.stars),
                  ],
                }))}
              />
            </Part>
            <Part title="Tickets">
              <AdminTable
                caption="Latest tickets"
                head={["Reported", "Issue", "Question", "Status"]}
                empty="No tickets."
                rows={data.tickets.map((ticket) => ({
                  key: ticket.id,
                  cells: [
                    formatMoment(ticket.createdAt),
                    ticket.issue,
                    ticket.question,
                    ticketStatusWords[ticket.status],
                  ],
                }))}
              />
            </Part>
            <Part title="Payouts">
              <AdminTable
                caption="Latest payouts"
                head={["Asked", "For", "Amount", "Status"]}
                empty="No payouts."
                rows={data.payouts.map((payout) => ({
                  key: payout.id,
                  cells: [
                    formatMoment(payout.createdAt),
                    payout.source,
                    rupeeText(payout.amountPaise),
                    payout.paidAt === null ? payout.status : `paid ${formatMoment(payout.paidAt)}`,
                  ],
                }))}
              />
            </Part>
            <Part title="Referrals">
              <p>
                {data.referrals.referredBy ? (
                  <>
                    {"Referred by "}
                    <Link to={adminPlayerPath(data.referrals.referredBy.id)}>
                      {data.referrals.referredBy.name}
                    </Link>
                  </>
                ) : (
                  "Joined without a referral."
                )}
              </p>
              {data.referrals.referred.length > 0 && (
                <ul className="referral-list">
                  {data.referrals.referred.map((friend) => (
                    <li key={friend.id}>
                      <Link to={adminPlayerPath(friend.id)}>{friend.name}</Link>
                      {`, ${formatMoment(friend.at)}, ${friend.rewarded ? "rewarded" : "not rewarded yet"}`}
                    </li>
                  ))}
                </ul>
              )}
            </Part>
          </>
        )}
      </ReadView>
    </section>
  );
}

const nameOf = (player: PlayerDetailResponse["player"]) =>
  player.name || player.username || player.email || player.id;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
