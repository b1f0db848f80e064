import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { AccountResponse, BalancesView } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { apiQuery } from "../../lib/api-query";
import { paths } from "../../lib/paths";
import { TrialClaimReminder } from "./account-parts";
import "./account.css";
import { ReadView } from "../../components/read-view";
import { formatPaise } from "../../lib/money";

const TITLE = "Bank";

const BALANCE_ROWS: { key: keyof BalancesView; label: string; money: boolean }[] = [
  { key: "cash", label: "Cash", money: true },
  { key: "bonus", label: "Bonus", money: true },
  { key: "winnings", label: "Winnings", money: true },
  { key: "coins", label: "Coins", money: false },
  { key: "stars", label: "Stars", money: false },
  { key: "tries", label: "Tries", money: false },
];

/**
 * /account, labelled Bank (SPEC.md section 2): every balance from the ledger and the ways
 * to its history, payout requests and payout details; Add money only while paid play is on.
 */
export function BankScreen() {
  const read = useQuery(apiQuery<AccountResponse>(apiPaths.account, "player"));
  return (
    <section className="screen account-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <TrialClaimReminder />
      <ReadView read={read} what="your Bank">
        {({ balances, depositsEnabled }) => (
          <>
            <dl className="account-balances">
              {BALANCE_ROWS.map(({ key, label, money }) => (
                <div key={key} className="account-balance">
                  <dt>{label}</dt>
                  <dd>{money ? formatPaise(balances[key]) : balances[key]}</dd>
                </div>
              ))}
            </dl>
            <nav aria-label="Bank">
              <ul className="account-links">
                {depositsEnabled && (
                  <li>
                    <Link className="button button-primary" to={paths.payment}>
                      Add money
                    </Link>
                  </li>
                )}
                <li>
                  <Link className="button" to={paths.accountHistory}>
                    History
                  </Link>
                </li>
                <li>
                  <Link className="button" to={paths.accountPending}>
                    Pending payouts
                  </Link>
                </li>
                <li>
                  <Link className="button" to={paths.accountUpi}>
                    Payment details
                  </Link>
                </li>
              </ul>
            </nav>
            {!depositsEnabled && (
              <p className="account-meta">Deposits are not available here: play is free.</p>
            )}
          </>
        )}
      </ReadView>
    </section>
  );
}
