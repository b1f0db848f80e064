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
  const balance = useQuery(balanceQuery());
  const totalsId = useId();
  const daysId = useId();
  return (
    <TitledScreen title="Balance">
      <ReadView read={balance} what="the balance">
        {({ players, contributors, days }) => {
          const rows = dayRows(days.deposits, days.payouts);
          const totals: [string, string][] = [
            ["Players' cash", rupeeText(players.cash)],
            ["Players' bonus", rupeeText(players.bonus)],
            ["Players' winnings (not yet paid out)", rupeeText(players.winnings)],
            ["User-admins' earnings", rupeeText(contributors.earnings)],
            ["Coins held", formatCount(players.coins)],
            ["Stars held", formatCount(players.stars)],
            ["Tries held", formatCount(players.tries)],
          ];
          return (
            <>
              <section className="admin-section" aria-labelledby={totalsId}>
                <h2 id={totalsId}>Platform totals</h2>
                <DetailList className="totals-grid" rows={totals} />
              </section>
              <section className="admin-section" aria-labelledby={daysId}>
                <h2 id={daysId}>Deposits and payouts by day</h2>
                {rows.length === 0 ? (
                  <EmptyState>No deposits or payouts in the last 30 days.</EmptyState>
                ) : (
                  <PeriodTable
                    caption="The last 30 days; days without either are left out."
                    head={["Day", "Deposits", "Payouts"]}
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
