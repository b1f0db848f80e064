import type { PayoutKindView, PayoutView } from "../../contract/account";
import { formatDay } from "../lib/day-format";
import { formatRupees } from "../lib/money";
import "./payout-list.css";

const KIND_LABELS: Record<PayoutKindView, string> = {
  trial: "Trial reward",
  withdrawal: "Withdrawal",
  contributor: "Withdrawal of earnings",
};

function Day({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDay(at)}</time>;
}

/**
 * Where one payout stands (issue 16): waiting for funds, paid on a day with the bank's
 * reference, or rejected on a day with the admin's reason, the money back with the payee.
 */
export function PayoutStatus({ payout }: { payout: PayoutView }) {
  switch (payout.status) {
    case "requested":
      return (
        <p className="payout-badge" data-status="requested">
          Waiting for Funds
        </p>
      );
    case "paid":
      return (
        <div className="payout-outcome">
          <p className="payout-badge" data-status="paid">
            {"Paid"}
            {payout.paidAt !== null && (
              <>
                {" on "}
                <Day at={payout.paidAt} />
              </>
            )}
          </p>
          {payout.reference && <p className="payout-note">{`Reference ${payout.reference}`}</p>}
        </div>
      );
    case "rejected":
      return (
        <div className="payout-outcome">
          <p className="payout-badge" data-status="rejected">
            {"Rejected"}
            {payout.rejectedAt !== null && (
              <>
                {" on "}
                <Day at={payout.rejectedAt} />
              </>
            )}
          </p>
          <p className="payout-note">{`Reason: ${payout.reason ?? "none given"}`}</p>
        </div>
      );
  }
}

/** A payee's payout requests, newest first, each with its kind, amount, day and state. */
export function PayoutList({
  payouts,
  returnedTo,
}: {
  payouts: PayoutView[];
  /** Where a rejected payout's money went back: "cash" or "earnings". */
  returnedTo: string;
}) {
  return (
    <ul className="payout-list">
      {payouts.map((payout) => (
        <li key={payout._id} className="payout-item">
          <div>
            <p className="payout-kind">{KIND_LABELS[payout.kind] ?? payout.kind}</p>
            <p className="payout-note">
              {"Requested on "}
              <Day at={payout.createdAt} />
            </p>
            {payout.status === "rejected" && (
              <p className="payout-note">{`The money is back in your ${returnedTo}.`}</p>
            )}
          </div>
          <div className="payout-state">
            <p className="payout-amount">{formatRupees(payout.rupee)}</p>
            <PayoutStatus payout={payout} />
          </div>
        </li>
      ))}
    </ul>
  );
}
