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

const TITLE = "Bank";

const MONEY_ROWS: { key: keyof BalancesView; label: string }[] = [
  { key: "cash", label: "Cash" },
  { key: "bonus", label: "Bonus" },
  // Winnings hold every payout in the queue: a claimed trial reward or a withdrawal.
  { key: "winnings", label: "Being paid out" },
];
const COUNT_ROWS: { key: keyof BalancesView; label: string }[] = [
  { key: "coins", label: "Coins" },
  { key: "stars", label: "Stars" },
];

/** Tries to play: bought and given ones, and today's free try while it is unused. */
function triesText(tries: number, freeTryToday: boolean): string {
  return freeTryToday ? `${tries} + 1 free today` : String(tries);
}

/**
 * /account, labelled Bank (SPEC.md section 2): every balance from the ledger and the ways
 * to its history, payout requests and payout details; buying a try with bonus or cash,
 * withdrawing unspent cash (never bonus), and Add money only while paid play is on for
 * this player (the try offer says why not where their place has it off: decision 021). A
 * recent change of payout details is named at the top, live (decision 023).
 */
export function BankScreen() {
  const read = useQuery(accountQuery());
  const announcement = usePayoutUpdates(() => void read.refetch());
  // Keeps the withdrawal's confirmation on screen after it took the last of the cash.
  const [withdrew, setWithdrew] = useState(false);
  return (
    <TitledScreen title={TITLE} className="account-screen">
      <TrialClaimReminder />
      <ReadView read={read} what="your Bank">
        {({ balances, depositsEnabled, freeTryToday, tryOffer, paidPlay, payoutDetailsChange }) => (
          <>
            <p role="status" className="visually-hidden">
              {announcement}
            </p>
            {payoutDetailsChange && <PayoutDetailsChangeNotice change={payoutDetailsChange} />}
            <dl className="account-balances">
              {MONEY_ROWS.map(({ key, label }) => (
                <div key={key} className="account-balance">
                  <dt>{label}</dt>
                  <dd>{rupeeText(balances[key])}</dd>
                </div>
              ))}
              {COUNT_ROWS.map(({ key, label }) => (
                <div key={key} className="account-balance">
                  <dt>{label}</dt>
                  <dd>{balances[key]}</dd>
                </div>
              ))}
              <div className="account-balance">
                <dt>Tries</dt>
                <dd>{triesText(balances.tries, freeTryToday)}</dd>
              </div>
            </dl>
            <section className="account-section" aria-labelledby="bank-tries">
              <h2 id="bank-tries">Tries</h2>
              <p className="account-meta">
                {freeTryToday
                  ? "Your free try for today is waiting: Start uses it first."
                  : "Today's free try is used; the next one comes tomorrow."}
              </p>
              <BuyTryOffer
                offer={tryOffer}
                showWayToMoney={balances.tries === 0 && !freeTryToday}
                afterPurchase={
                  <Link className="button" to={paths.start}>
                    Play it now
                  </Link>
                }
              />
            </section>
            {(balances.cash > 0 || withdrew) && (
              <section className="account-section" aria-labelledby="bank-withdraw">
                <h2 id="bank-withdraw">Withdraw</h2>
                <p className="account-meta">
                  Cash you deposited and have not played can go back to your UPI id or bank account.
                  Bonus money can only be played.
                </p>
                <WithdrawForm
                  audience="player"
                  availablePaise={balances.cash}
                  what="cash"
                  detailsAction={<Link to={paths.accountUpi}>Add your payment details</Link>}
                  onBalanceChange={() => {
                    setWithdrew(true);
                    void read.refetch();
                  }}
                />
              </section>
            )}
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
            {paidPlay.access === "off" && (
              <>
                <p className="account-meta">Deposits are not available here: play is free.</p>
                <p className="account-meta">Bonus money you earn in the game still buys tries.</p>
              </>
            )}
          </>
        )}
      </ReadView>
    </TitledScreen>
  );
}
