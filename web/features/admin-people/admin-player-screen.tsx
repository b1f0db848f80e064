import { Trans, useLingui } from "@lingui/react";
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

/**
 * /admin/players/{id}: one player's support page: balances, a support
 * adjustment, the ledger page by page, where they signed in from (as the edge saw it),
 * their runs, tickets, payouts and referrals.
 */
export function AdminPlayerScreen() {
  const { i18n } = useLingui();
  const { id = "" } = useParams();
  const detail = useQuery(playerQuery(id));
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledger = useQuery(playerLedgerQuery(id, ledgerPage));
  const [notice, setNotice] = useState("");
  const name = detail.data ? nameOf(detail.data.player) : i18n._("admin.player.title");

  return (
    <section className="screen screen-wide player-support">
      <PageTitle title={name} />
      <p className="back-link">
        <Link to={paths.adminPlayers}>{i18n._("admin.player.allPlayers")}</Link>
      </p>
      <h1>{name}</h1>
      <ReadView read={detail} what={i18n._("admin.player.readWhat")}>
        {(data) => (
          <>
            <DetailList
              rows={[
                [i18n._("admin.player.detail.email"), data.player.email || "—"],
                [i18n._("admin.player.detail.status"), playerStatusLabels[data.player.status]],
                [i18n._("admin.player.detail.joined"), formatMoment(data.player.createdAt)],
                [i18n._("admin.player.detail.referralCode"), data.player.referralCode],
              ]}
            />
            <Part title={i18n._("admin.player.balances")}>
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
              <Part title={i18n._("admin.player.adjustment")}>
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
            <Part title={i18n._("admin.player.history")}>
              <ReadView read={ledger} what={i18n._("admin.player.history.readWhat")}>
                {(page) => (
                  <>
                    <AdminTable
                      caption={i18n._("admin.player.history.caption")}
                      head={[
                        i18n._("admin.player.history.when"),
                        i18n._("admin.player.history.balance"),
                        i18n._("admin.player.history.amount"),
                        i18n._("admin.player.history.what"),
                      ]}
                      empty={i18n._("admin.player.history.empty")}
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
                    <Pager
                      label={i18n._("admin.player.history.pages")}
                      of={page}
                      onPage={setLedgerPage}
                    />
                  </>
                )}
              </ReadView>
            </Part>
            <Part title={i18n._("admin.player.signIns")}>
              <AdminTable
                caption={i18n._("admin.player.signIns.caption")}
                head={[
                  i18n._("admin.player.signIns.when"),
                  i18n._("admin.player.signIns.city"),
                  i18n._("admin.player.signIns.country"),
                ]}
                empty={i18n._("admin.player.signIns.empty")}
                rows={data.signIns.map((signIn, index) => ({
                  // Two sign-ins can share a millisecond; their order is the server's.
                  key: `${signIn.at}-${index}`,
                  cells: [
                    formatMoment(signIn.at),
                    signIn.city ?? i18n._("admin.player.signIns.unknown"),
                    signIn.country ?? i18n._("admin.player.signIns.unknown"),
                  ],
                }))}
              />
            </Part>
            <Part title={i18n._("admin.player.runs", { total: formatCount(data.runs.total) })}>
              <AdminTable
                caption={i18n._("admin.player.runs.caption")}
                head={[
                  i18n._("admin.player.runs.started"),
                  i18n._("admin.player.runs.result"),
                  i18n._("admin.player.runs.right"),
                  i18n._("admin.player.runs.stars"),
                ]}
                empty={i18n._("admin.player.runs.empty")}
                rows={data.runs.latest.map((run) => ({
                  key: run.id,
                  cells: [
                    formatMoment(run.startedAt),
                    i18n._("admin.player.runs.status", { status: run.status }),
                    i18n._("admin.player.runs.score", {
                      right: run.correctCount,
                      of: run.questionCount,
                    }),
                    run.stars === null ? "—" : String(run.stars),
                  ],
                }))}
              />
            </Part>
            <Part title={i18n._("admin.player.tickets")}>
              <AdminTable
                caption={i18n._("admin.player.tickets.caption")}
                head={[
                  i18n._("admin.player.tickets.reported"),
                  i18n._("admin.player.tickets.issue"),
                  i18n._("admin.player.tickets.question"),
                  i18n._("admin.player.tickets.status"),
                ]}
                empty={i18n._("admin.player.tickets.empty")}
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
            <Part title={i18n._("admin.player.payouts")}>
              <AdminTable
                caption={i18n._("admin.player.payouts.caption")}
                head={[
                  i18n._("admin.player.payouts.asked"),
                  i18n._("admin.player.payouts.for"),
                  i18n._("admin.player.payouts.amount"),
                  i18n._("admin.player.payouts.status"),
                ]}
                empty={i18n._("admin.player.payouts.empty")}
                rows={data.payouts.map((payout) => ({
                  key: payout.id,
                  cells: [
                    formatMoment(payout.createdAt),
                    payout.source,
                    rupeeText(payout.amountPaise),
                    payout.paidAt === null
                      ? payout.status
                      : i18n._("admin.player.payouts.paidAt", {
                          at: formatMoment(payout.paidAt),
                        }),
                  ],
                }))}
              />
            </Part>
            <Part title={i18n._("admin.player.referrals")}>
              <p>
                {data.referrals.referredBy ? (
                  <Trans
                    id="admin.player.referrals.by"
                    values={{ name: data.referrals.referredBy.name }}
                    components={{
                      0: <Link to={adminPlayerPath(data.referrals.referredBy.id)} />,
                    }}
                  />
                ) : (
                  i18n._("admin.player.referrals.none")
                )}
              </p>
              {data.referrals.referred.length > 0 && (
                <ul className="referral-list">
                  {data.referrals.referred.map((friend) => (
                    <li key={friend.id}>
                      <Link to={adminPlayerPath(friend.id)}>{friend.name}</Link>
                      {i18n._("admin.player.referrals.friend", {
                        at: formatMoment(friend.at),
                        rewarded: String(friend.rewarded),
                      })}
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
