import { useLingui } from "@lingui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PayoutDetailsForm } from "../../components/payout-details-form";
import { PayoutList } from "../../components/payout-list";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { WithdrawForm } from "../../components/withdraw-form";
import { formatRupees } from "../../lib/money";
import { useSessionId } from "./use-session-id";
import {
  payoutDetailsQuery,
  walletKey,
  walletQuery,
  withdrawalsKey,
  withdrawalsQuery,
} from "./wallet-api";

/**
 * Contributors have no socket: while the wallet is on screen it re-reads the figures and
 * the withdrawals this often, so an admin's Paid or Reject shows without a reload.
 * TanStack Query pauses the poll while the tab is hidden.
 */
export const WALLET_POLL_MS = 15_000;

const DETAILS_ID = "wallet-payout-details";

/** "Your money": each figure of the wallet's `money`, in order (contributor.wallet.figure names it). */
const moneyFigures = ["earned", "requested", "paid", "available"] as const;

/**
 * /admin/user/wallet: SPEC.md's earnings in whole rupees and the question counts, and
 * beside them the money: earned, waiting to be paid, paid and available, a
 * Withdraw into the payout queue, the payout details (a change needs the password), and
 * each withdrawal's state, held for a day after a change and cancellable while it waits
 * (decision 023).
 */
export function UserAdminWalletScreen() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  const wallet = useQuery({
    ...walletQuery(sessionId),
    refetchInterval: WALLET_POLL_MS,
  });
  const withdrawals = useQuery({
    ...withdrawalsQuery(),
    refetchInterval: WALLET_POLL_MS,
  });
  const details = useQuery(payoutDetailsQuery());
  const refreshMoney = () =>
    Promise.all(
      [walletKey(sessionId), withdrawalsKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  return (
    <TitledScreen title={i18n._("contributor.wallet.title")}>
      <ReadView read={wallet} what={i18n._("contributor.wallet.readWhat")}>
        {({ Datas, money }) => (
          <>
            <p className="ua-earned">
              {i18n._("contributor.wallet.earned", { amount: formatRupees(Datas.Rupee) })}
            </p>
            {/* SPEC.md's labels, spelled right (decision 015). */}
            <ul className="ua-wallet-counts">
              <li>{i18n._("contributor.wallet.selected", { count: Datas.Selected })}</li>
              <li>{i18n._("contributor.wallet.total", { count: Datas.Total_Quest })}</li>
              <li>{i18n._("contributor.wallet.served", { count: Datas.Out })}</li>
              <li>{i18n._("contributor.wallet.answered", { count: Datas.Ans })}</li>
            </ul>
            <p className="ua-wallet-note">{i18n._("contributor.wallet.note")}</p>
            <section className="ua-wallet-section" aria-labelledby="wallet-money">
              <h2 id="wallet-money">{i18n._("contributor.wallet.money")}</h2>
              <dl className="ua-wallet-money">
                {moneyFigures.map((figure) => (
                  <div key={figure}>
                    <dt>{i18n._("contributor.wallet.figure", { figure })}</dt>
                    <dd>{formatRupees(money[figure])}</dd>
                  </div>
                ))}
              </dl>
              <WithdrawForm
                audience="userAdmin"
                availablePaise={Math.round(money.available * 100)}
                what="earnings"
                detailsAction={
                  <a href={`#${DETAILS_ID}`}>{i18n._("contributor.wallet.addDetails")}</a>
                }
                onBalanceChange={() => void refreshMoney()}
              />
            </section>
          </>
        )}
      </ReadView>
      <section className="ua-wallet-section" aria-labelledby="wallet-withdrawals">
        <h2 id="wallet-withdrawals">{i18n._("contributor.wallet.withdrawals")}</h2>
        <ReadView read={withdrawals} what={i18n._("contributor.wallet.withdrawalsReadWhat")}>
          {({ data }) =>
            data.length === 0 ? (
              <p className="ua-wallet-note">{i18n._("contributor.wallet.noWithdrawals")}</p>
            ) : (
              <PayoutList
                payouts={data}
                returnedTo="earnings"
                cancelling={{
                  audience: "userAdmin",
                  onChange: () => void refreshMoney(),
                }}
              />
            )
          }
        </ReadView>
      </section>
      <section className="ua-wallet-section" aria-labelledby={DETAILS_ID}>
        <h2 id={DETAILS_ID} tabIndex={-1}>
          {i18n._("contributor.wallet.details")}
        </h2>
        <ReadView read={details} what={i18n._("contributor.wallet.detailsReadWhat")}>
          {(read) => <PayoutDetailsForm details={read.details} audience="userAdmin" />}
        </ReadView>
      </section>
    </TitledScreen>
  );
}
