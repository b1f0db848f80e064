import { useLingui } from "@lingui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PayoutList } from "../../components/payout-list";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { accountKey, pendingPayoutsQuery } from "../../lib/api/money";
import { usePayoutUpdates } from "../../lib/realtime/use-payout-updates";
import { TrialClaimReminder } from "./account-parts";
import "./account.css";

/**
 * /account/pending: the player's payout requests (trial rewards and withdrawals), waiting
 * for funds, held for a day after a change of payout details, paid, rejected or
 * cancelled; one that waits can be cancelled here (decision 023), and an admin's decision
 * shows without a reload.
 */
export function PendingScreen() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const read = useQuery(pendingPayoutsQuery());
  const announcement = usePayoutUpdates(() => void read.refetch());
  const cancelling = {
    audience: "player",
    onChange: () => {
      void read.refetch();
      // The cash is back: the Bank reads its balances again.
      void queryClient.invalidateQueries({ queryKey: accountKey() });
    },
  } as const;
  return (
    <TitledScreen title={i18n._("pending.title")} className="account-screen">
      <TrialClaimReminder />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ReadView read={read} what={i18n._("pending.loadWhat")}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="account-empty">{i18n._("pending.empty")}</p>
          ) : (
            <PayoutList payouts={data} returnedTo="cash" cancelling={cancelling} />
          )
        }
      </ReadView>
    </TitledScreen>
  );
}
