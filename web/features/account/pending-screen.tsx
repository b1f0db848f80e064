import { useQuery } from "@tanstack/react-query";
import type { PayoutView, PendingPayoutsResponse } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { apiQuery } from "../../lib/api-query";
import { formatDay } from "./account-format";
import { TrialClaimReminder } from "./account-parts";
import "./account.css";
import { ReadView } from "../../components/read-view";
import { formatRupees } from "../../lib/money";

const TITLE = "Pending Payouts";

const SOURCE_LABELS: Record<string, string> = { trial: "Trial reward" };

/** /account/pending: the player's payout requests, waiting for funds or paid. */
export function PendingScreen() {
  const read = useQuery(apiQuery<PendingPayoutsResponse>(apiPaths.accountPending, "player"));
  return (
    <section className="screen account-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <TrialClaimReminder />
      <ReadView read={read} what="your payouts">
        {({ data }) =>
          data.length === 0 ? (
            <p className="account-empty">No payout requests yet.</p>
          ) : (
            <ul className="account-list">
              {data.map((payout) => (
                <PayoutItem key={payout._id} payout={payout} />
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}

function PayoutItem({ payout }: { payout: PayoutView }) {
  return (
    <li className="account-card account-entry">
      <div>
        <p className="account-entry-memo">{SOURCE_LABELS[payout.source] ?? payout.source}</p>
        <p className="account-meta">
          {"Requested on "}
          <time dateTime={new Date(payout.createdAt).toISOString()}>
            {formatDay(payout.createdAt)}
          </time>
        </p>
      </div>
      <div className="account-payout-state">
        <p className="account-amount">{formatRupees(payout.rupee)}</p>
        {payout.status === "paid" ? (
          <p className="account-badge" data-status="paid">
            {"Paid"}
            {payout.paidAt !== null && (
              <>
                {" on "}
                <time dateTime={new Date(payout.paidAt).toISOString()}>
                  {formatDay(payout.paidAt)}
                </time>
              </>
            )}
          </p>
        ) : (
          <p className="account-badge" data-status="requested">
            Waiting for Funds
          </p>
        )}
      </div>
    </li>
  );
}
