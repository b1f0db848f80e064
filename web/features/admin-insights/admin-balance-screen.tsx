import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { SeriesPoint } from "../../../contract/admin-insights";
import { formatCount } from "../../components/admin/admin-format";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { rupeeText } from "../../lib/money";
import { balanceQuery } from "./api";
import { PeriodTable } from "./period-table";

type DayRow = { day: string; deposits: number; payouts: number };

/** Both series by day, newest first; a day with only one of them shows ₹0.00 for the other. */
function dayRows(deposits: SeriesPoint[], payouts: SeriesPoint[]): DayRow[] {
  const rows = new Map<string, DayRow>();
  const row = (day: string) => {
    const found = rows.get(day) ?? { day, deposits: 0, payouts: 0 };
    rows.set(day, found);
    return found;
  };
  for (const point of deposits) row(point.period).deposits += point.value;
  for (const point of payouts) row(point.period).payouts += point.value;
  return [...rows.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** /admin/balance: what every player holds in total, and money in and out by day. */
export function AdminBalanceScreen() {
  const { i18n } = useLingui();
  const balance = useQuery(balanceQuery());
  const totalsId = useId();
  const daysId = useId();
  return (
    <TitledScreen title={i18n._("admin.balance.title")}>
      <ReadView read={balance} what={i18n._("admin.balance.what")}>
        {({ players, contributors, days }) => {
          const rows = dayRows(days.deposits, days.payouts);
          const totals: [string, string][] = [
            [i18n._("admin.balance.cash"), rupeeText(players.cash)],
            [i18n._("admin.balance.bonus"), rupeeText(players.bonus)],
            [i18n._("admin.balance.winnings"), rupeeText(players.winnings)],
            [i18n._("admin.balance.earnings"), rupeeText(contributors.earnings)],
            [i18n._("admin.balance.coins"), formatCount(players.coins)],
            [i18n._("admin.balance.stars"), formatCount(players.stars)],
            [i18n._("admin.balance.tries"), formatCount(players.tries)],
          ];
          return (
            <>
              <section className="admin-section" aria-labelledby={totalsId}>
                <h2 id={totalsId}>{i18n._("admin.balance.totals")}</h2>
                <DetailList className="totals-grid" rows={totals} />
              </section>
              <section className="admin-section" aria-labelledby={daysId}>
                <h2 id={daysId}>{i18n._("admin.balance.days")}</h2>
                {rows.length === 0 ? (
                  <EmptyState>{i18n._("admin.balance.daysEmpty")}</EmptyState>
                ) : (
                  <PeriodTable
                    caption={i18n._("admin.balance.daysCaption")}
                    head={[
                      i18n._("admin.balance.day"),
                      i18n._("admin.balance.deposits"),
                      i18n._("admin.balance.payouts"),
                    ]}
                    rows={rows.map((row) => ({
                      period: row.day,
                      cells: [rupeeText(row.deposits), rupeeText(row.payouts)],
                    }))}
                  />
                )}
              </section>
            </>
          );
        }}
      </ReadView>
    </TitledScreen>
  );
}
