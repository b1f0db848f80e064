import { useId, useState } from "react";
import type { AdminPayoutView, QueueKindView } from "../../../contract/account";
import { BusyButton } from "../../components/busy-button";
import { DetailList } from "../../components/detail-list";
import { formatDay, formatNearMoment } from "../../lib/day-format";
import { formatRupees } from "../../lib/money";

export const KIND_LABELS: Record<QueueKindView, string> = {
  trial: "Trial reward",
  withdrawal: "Player withdrawal",
  contributor: "Contributor withdrawal",
  refund: "Deposit refund",
};
/** Who the money goes to: the account holder, the UPI id, or a refund's account. */
export function payeeOf(payout: AdminPayoutView): string {
  if (payout.method === "gateway") return payout.user;
  return (payout.method === "upi" ? payout.upi : payout.ac_h_nme) ?? payout.user;
}

const dayOf = (at: number, key: string) => (
  <time key={key} dateTime={new Date(at).toISOString()}>
    {formatDay(at)}
  </time>
);

/**
 * One entry of Pay to Users: where the money goes and whose it is; for a payout the UTR
 * and the Paid and Reject buttons (no Paid while it is held, decision 023), for a deposit
 * refund where it stands with the payment provider.
 */
export function PayoutCard({
  payout,
  busy,
  onPaid,
  onReject,
}: {
  payout: AdminPayoutView;
  busy: boolean;
  onPaid: (reference: string) => void;
  onReject: () => void;
}) {
  const id = useId();
  const payee = payeeOf(payout);
  const amount = formatRupees(payout.rupee);
  const paidTo: [string, string | null][] =
    payout.method === "upi"
      ? [
          ["UPI id", payout.upi],
          ["Amount", amount],
        ]
      : payout.method === "bank"
        ? [
            ["Account holder", payout.ac_h_nme],
            ["Amount", amount],
            ["Bank", payout.bank_nme],
            ["IFSC", payout.ifsc],
            ["Account number", payout.Acc_no],
          ]
        : [
            ["Amount", amount],
            ["Back to", "The payment it came from, through the payment provider"],
          ];
  return (
    <li className="card admin-payout" aria-labelledby={`${id}-payee`}>
      <p className="admin-payout-kind" data-kind={payout.kind}>
        {KIND_LABELS[payout.kind]}
      </p>
      <h3 id={`${id}-payee`}>{payee}</h3>
      <DetailList
        rows={[
          ...paidTo.map(([label, value]): [string, string] => [label, value ?? "—"]),
          [
            payout.payee === "contributor" ? "Contributor" : "Player",
            payout.email ? `${payout.user} (${payout.email})` : payout.user,
          ],
          [payout.kind === "refund" ? "Arrived" : "Requested", dayOf(payout.createdAt, "at")],
        ]}
      />
      {payout.kind === "refund" ? (
        <RefundState refund={payout} />
      ) : (
        <PayoutActions
          payout={payout}
          payee={payee}
          busy={busy}
          onPaid={onPaid}
          onReject={onReject}
        />
      )}
    </li>
  );
}

/** A deposit that settled after its account was deactivated: where its refund stands. */
function RefundState({ refund }: { refund: AdminPayoutView }) {
  if (refund.status === "refunded") {
    return (
      <p className="admin-payout-state" data-status="refunded">
        {"Refunded"}
        {refund.paidAt !== null && <> on {dayOf(refund.paidAt, "refunded")}</>}
        {refund.reference ? ` (provider reference ${refund.reference})` : ""}. The account was
        deactivated before the deposit arrived; nothing is left in it.
      </p>
    );
  }
  return (
    <p className="admin-payout-state" data-status="requested">
      The payment provider has not yet taken this refund on. It is asked again every hour; the money
      is already out of the deactivated account.
    </p>
  );
}

function PayoutActions({
  payout,
  payee,
  busy,
  onPaid,
  onReject,
}: {
  payout: AdminPayoutView;
  payee: string;
  busy: boolean;
  onPaid: (reference: string) => void;
  onReject: () => void;
}) {
  const [reference, setReference] = useState("");
  const id = useId();
  const amount = formatRupees(payout.rupee);
  const heldUntil =
    payout.heldUntil !== null && payout.heldUntil > Date.now() ? payout.heldUntil : null;
  return (
    <div className="admin-payout-actions">
      {heldUntil === null ? (
        <div className="field">
          <label htmlFor={`${id}-reference`}>Bank reference (UTR, optional)</label>
          <input
            id={`${id}-reference`}
            value={reference}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      ) : (
        <p className="admin-payout-state" data-status="held">
          {"Held until "}
          <time dateTime={new Date(heldUntil).toISOString()}>{formatNearMoment(heldUntil)}</time>:
          the payee's details changed less than a day before it was requested. Pay it from then, or
          reject it now.
        </p>
      )}
      <div className="admin-payout-buttons">
        {heldUntil === null && (
          <BusyButton
            label="Paid"
            name={`Paid: ${payee}, ${amount}`}
            busy={busy}
            primary
            onClick={() => onPaid(reference)}
          />
        )}
        <BusyButton
          label="Reject"
          name={`Reject: ${payee}, ${amount}`}
          busy={busy}
          onClick={onReject}
        />
      </div>
    </div>
  );
}
