import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { BalancesView } from "../../../contract/account";
import { BuyTryOffer } from "../../components/buy-try-offer";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { WithdrawForm } from "../../components/withdraw-form";
import { accountQuery } from "../../lib/api/money";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { usePayoutUpdates } from "../../lib/realtime/use-payout-updates";
import { TrialClaimReminder } from "./account-parts";
import { PayoutDetailsChangeNotice } from "./payout-details-change-notice";
import "./account.css";

/** Each balance's label, by message id. */
const MONEY_ROWS: { key: keyof BalancesView; label: string }[] = [
  { key: "cash", label: "bank.balance.cash" },
  { key: "bonus", label: "bank.balance.bonus" },
  // Winnings hold every payout in the queue: a claimed trial reward or a withdrawal.
  { key: "winnings", label: "bank.balance.winnings" },
];
const COUNT_ROWS: { key: keyof BalancesView; label: string }[] = [
  { key: "coins", label: "bank.balance.coins" },
  { key: "stars", label: "bank.balance.stars" },
];

/**
 * /account, labelled Bank (SPEC.md section 2): every balance from the ledger and the ways
 * to its history, payout requests and payout details; buying a try with bonus or cash,
 * withdrawing unspent cash (never bonus), and Add money only while paid play is on for
 * this player (the try offer says why not where their place has it off: decision 021). A
 * recent change of payout details is named at the top, live (decision 023).
 */
export function BankScreen() {
  const { i18n } = useLingui();
  const read = useQuery(accountQuery());
  const announcement = usePayoutUpdates(() => void read.refetch());
  // Keeps the withdrawal's confirmation on screen after it took the last of the cash.
  const [withdrew, setWithdrew] = useState(false);
  return (
    <TitledScreen title={i18n._("bank.title")} className="account-screen">
      <TrialClaimReminder />
      <ReadView read={read} what={i18n._("bank.loadWhat")}>
        {({ balances, depositsEnabled, freeTryToday, tryOffer, paidPlay, payoutDetailsChange }) => (
          <>
            <p role="status" className="visually-hidden">
              {announcement}
            </p>
            {payoutDetailsChange && <PayoutDetailsChangeNotice change={payoutDetailsChange} />}
            <dl className="account-balances">
              {MONEY_ROWS.map(({ key, label }) => (
                <div key={key} className="account-balance">
                  <dt>{i18n._(label)}</dt>
                  <dd>{rupeeText(balances[key])}</dd>
                </div>
              ))}
              {COUNT_ROWS.map(({ key, label }) => (
                <div key={key} className="account-balance">
                  <dt>{i18n._(label)}</dt>
                  <dd>{balances[key]}</dd>
                </div>
              ))}
              <div className="account-balance">
                <dt>{i18n._("bank.tries.heading")}</dt>
                {/* Bought and given tries, and today's free try while it is unused. */}
                <dd>
                  {i18n._("bank.tries.count", {
                    tries: balances.tries,
                    freeToday: freeTryToday ? "yes" : "no",
                  })}
                </dd>
              </div>
            </dl>
            <section className="account-section" aria-labelledby="bank-tries">
              <h2 id="bank-tries">{i18n._("bank.tries.heading")}</h2>
              <p className="account-meta">
                {i18n._(freeTryToday ? "bank.tries.freeWaiting" : "bank.tries.freeUsed")}
              </p>
              <BuyTryOffer
                offer={tryOffer}
                showWayToMoney={balances.tries === 0 && !freeTryToday}
                afterPurchase={
                  <Link className="button" to={paths.start}>
                    {i18n._("bank.playNow")}
                  </Link>
                }
              />
            </section>
            {(balances.cash > 0 || withdrew) && (
              <section className="account-section" aria-labelledby="bank-withdraw">
                <h2 id="bank-withdraw">{i18n._("bank.withdraw.heading")}</h2>
                <p className="account-meta">{i18n._("bank.withdraw.body")}</p>
                <WithdrawForm
                  audience="player"
                  availablePaise={balances.cash}
                  what="cash"
                  detailsAction={
                    <Link to={paths.accountUpi}>{i18n._("bank.addPaymentDetails")}</Link>
                  }
                  onBalanceChange={() => {
                    setWithdrew(true);
                    void read.refetch();
                  }}
                />
              </section>
            )}
            <nav aria-label={i18n._("bank.title")}>
              <ul className="account-links">
                {depositsEnabled && (
                  <li>
                    <Link className="button button-primary" to={paths.payment}>
                      {i18n._("bank.nav.addMoney")}
                    </Link>
                  </li>
                )}
                <li>
                  <Link className="button" to={paths.accountHistory}>
                    {i18n._("bank.nav.history")}
                  </Link>
                </li>
                <li>
                  <Link className="button" to={paths.accountPending}>
                    {i18n._("bank.nav.pending")}
                  </Link>
                </li>
                <li>
                  <Link className="button" to={paths.accountUpi}>
                    {i18n._("bank.nav.details")}
                  </Link>
                </li>
              </ul>
            </nav>
            {paidPlay.access === "off" && (
              <>
                <p className="account-meta">{i18n._("bank.paidPlayOff.deposits")}</p>
                <p className="account-meta">{i18n._("bank.paidPlayOff.bonus")}</p>
              </>
            )}
          </>
        )}
      </ReadView>
    </TitledScreen>
  );
}
