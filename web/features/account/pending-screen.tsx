import { useQuery } from "@tanstack/react-query";
import type { PendingPayoutsResponse } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { PayoutList } from "../../components/payout-list";
import { ReadView } from "../../components/read-view";
import { apiQuery } from "../../lib/api-query";
import { usePayoutUpdates } from "../../lib/realtime/use-payout-updates";
import { TrialClaimReminder } from "./account-parts";
import "./account.css";

const TITLE = "Pending Payouts";

/**
 * /account/pending: the player's payout requests (trial rewards and withdrawals), waiting
 * for funds, paid or rejected; an admin's decision shows without a reload.
 */
export function PendingScreen() {
  const read = useQuery(apiQuery<PendingPayoutsResponse>(apiPaths.accountPending, "player"));
  const announcement = usePayoutUpdates(() => void read.refetch());
  return (
    <section className="screen account-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <TrialClaimReminder />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ReadView read={read} what="your payouts">
        {({ data }) =>
          data.length === 0 ? (
            <p className="account-empty">No payout requests yet.</p>
          ) : (
            <PayoutList payouts={data} returnedTo="cash" />
          )
        }
      </ReadView>
    </section>
  );
}
