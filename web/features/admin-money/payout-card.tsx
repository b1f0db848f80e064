import { Trans, useLingui } from "@lingui/react";
import { useId, useState } from "react";
import type { AdminPayoutView } from "../../../contract/account";
import { BusyButton } from "../../components/busy-button";
import { DetailList } from "../../components/detail-list";
import { formatDay, formatNearMoment } from "../../lib/day-format";
import { formatRupees } from "../../lib/money";

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
  const { i18n } = useLingui();
  const id = useId();
  const payee = payeeOf(payout);
  const amountRow: [string, string] = [i18n._("admin.payout.amount"), formatRupees(payout.rupee)];
  const paidTo: [string, string | null][] =
    payout.method === "upi"
      ? [[i18n._("admin.payout.upi"), payout.upi], amountRow]
      : payout.method === "bank"
        ? [
            [i18n._("admin.payout.holder"), payout.ac_h_nme],
            amountRow,
            [i18n._("admin.payout.bank"), payout.bank_nme],
            [i18n._("admin.payout.ifsc"), payout.ifsc],
            [i18n._("admin.payout.account"), payout.Acc_no],
          ]
        : [amountRow, [i18n._("admin.payout.backTo"), i18n._("admin.payout.backToGateway")]];
  return (
    <li className="card admin-payout" aria-labelledby={`${id}-payee`}>
      <p className="admin-payout-kind" data-kind={payout.kind}>
        {i18n._("admin.payout.kind", { kind: payout.kind })}
      </p>
      <h3 id={`${id}-payee`}>{payee}</h3>
      <DetailList
        rows={[
          ...paidTo.map(([label, value]): [string, string] => [label, value ?? "—"]),
          [
            i18n._("admin.payout.payee", { payee: payout.payee }),
            payout.email
              ? i18n._("admin.payout.userWithEmail", { user: payout.user, email: payout.email })
              : payout.user,
          ],
          [i18n._("admin.payout.since", { kind: payout.kind }), dayOf(payout.createdAt, "at")],
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
  const { i18n } = useLingui();
  if (refund.status === "refunded") {
    const on = refund.paidAt === null ? null : refund.paidAt;
    return (
      <p className="admin-payout-state" data-status="refunded">
        <Trans
          id="admin.payout.refunded"
          values={{
            dated: String(on !== null),
            day: on === null ? "" : formatDay(on),
            referenced: String(Boolean(refund.reference)),
            reference: refund.reference ?? "",
          }}
          components={{ 0: <time dateTime={on === null ? "" : new Date(on).toISOString()} /> }}
        />
      </p>
    );
  }
  return (
    <p className="admin-payout-state" data-status="requested">
      {i18n._("admin.payout.refundWaiting")}
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
  const { i18n } = useLingui();
  const [reference, setReference] = useState("");
  const id = useId();
  const amount = formatRupees(payout.rupee);
  const heldUntil =
    payout.heldUntil !== null && payout.heldUntil > Date.now() ? payout.heldUntil : null;
  return (
    <div className="admin-payout-actions">
      {heldUntil === null ? (
        <div className="field">
          <label htmlFor={`${id}-reference`}>{i18n._("admin.payout.reference")}</label>
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
          <Trans
            id="admin.payout.held"
            values={{ moment: formatNearMoment(heldUntil) }}
            components={{ 0: <time dateTime={new Date(heldUntil).toISOString()} /> }}
          />
        </p>
      )}
      <div className="admin-payout-buttons">
        {heldUntil === null && (
          <BusyButton
            label={i18n._("admin.payout.paid")}
            name={i18n._("admin.payout.paidName", { payee, amount })}
            busy={busy}
            primary
            onClick={() => onPaid(reference)}
          />
        )}
        <BusyButton
          label={i18n._("admin.payout.reject")}
          name={i18n._("admin.payout.rejectName", { payee, amount })}
          busy={busy}
          onClick={onReject}
        />
      </div>
    </div>
  );
}
