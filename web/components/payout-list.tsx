import { Trans, useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { PayoutKindView, PayoutView } from "../../contract/account";
import { cancelWithdrawal, type PayeeAudience } from "../lib/api/money";
import { messageOf } from "../lib/api-errors";
import { formatDay, formatNearMoment } from "../lib/day-format";
import { formatRupees } from "../lib/money";
import { ConfirmDialog } from "./confirm-dialog";
import "./payout-list.css";

/** Each kind's label, by message id. */
const KIND_LABELS: Record<PayoutKindView, string> = {
  trial: "payouts.kind.trial",
  withdrawal: "payouts.kind.withdrawal",
  contributor: "payouts.kind.contributor",
};

/** Where a rejected or cancelled payout's money goes back. */
type ReturnedTo = "cash" | "earnings";

function Day({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDay(at)}</time>;
}

/** Whether a payout waits for its hold (decision 023): no admin can pay it before then. */
const isHeld = (payout: { status: string; heldUntil: number | null }, now = Date.now()) =>
  payout.status === "requested" && payout.heldUntil !== null && payout.heldUntil > now;

/**
 * Where one payout stands: waiting for funds, held for a day after a change of
 * payout details (decision 023), paid on a day with the bank's reference, rejected on a
 * day with the admin's reason, or cancelled by its payee; the money then back with them.
 */
export function PayoutStatus({ payout }: { payout: PayoutView }) {
  const { i18n } = useLingui();
  switch (payout.status) {
    case "requested":
      return isHeld(payout) && payout.heldUntil !== null ? (
        <p className="payout-badge" data-status="held">
          <time dateTime={new Date(payout.heldUntil).toISOString()}>
            {i18n._("payouts.heldUntil", { until: formatNearMoment(payout.heldUntil) })}
          </time>
        </p>
      ) : (
        <p className="payout-badge" data-status="requested">
          {i18n._("payouts.waiting")}
        </p>
      );
    case "paid":
      return (
        <div className="payout-outcome">
          <p className="payout-badge" data-status="paid">
            {payout.paidAt === null ? (
              i18n._("payouts.paid")
            ) : (
              <Trans id="payouts.paidOn" values={{ day: <Day at={payout.paidAt} /> }} />
            )}
          </p>
          {payout.reference && (
            <p className="payout-note">
              {i18n._("payouts.reference", { reference: payout.reference })}
            </p>
          )}
        </div>
      );
    case "rejected":
      return (
        <div className="payout-outcome">
          <p className="payout-badge" data-status="rejected">
            {payout.rejectedAt === null ? (
              i18n._("payouts.rejected")
            ) : (
              <Trans id="payouts.rejectedOn" values={{ day: <Day at={payout.rejectedAt} /> }} />
            )}
          </p>
          <p className="payout-note">
            {payout.reason === null
              ? i18n._("payouts.noReason")
              : i18n._("payouts.reason", { reason: payout.reason })}
          </p>
        </div>
      );
    case "cancelled":
      return (
        <p className="payout-badge" data-status="cancelled">
          {i18n._("payouts.cancelledByYou")}
        </p>
      );
  }
}

/** How the payee takes back a payout that still waits, and what to do after. */
export type PayoutCancelling = {
  audience: PayeeAudience;
  /** After a cancellation (or a refusal that shows the list moved on): read it again. */
  onChange: () => void;
};

/**
 * A payee's payout requests, newest first, each with its kind, amount, day and state; a
 * request that still waits (held or not) can be cancelled, after a confirmation, and its
 * money goes back to `returnedTo`.
 */
export function PayoutList({
  payouts,
  returnedTo,
  cancelling,
}: {
  payouts: PayoutView[];
  returnedTo: ReturnedTo;
  cancelling?: PayoutCancelling;
}) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState<PayoutView | null>(null);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (payout: PayoutView) =>
      cancelWithdrawal(cancelling?.audience ?? "player", payout._id),
    onSuccess: (_reply, payout) => {
      setNotice(
        i18n._("payouts.cancelled", { amount: formatRupees(payout.rupee), to: returnedTo }),
      );
      cancelling?.onChange();
    },
    onError: (error) => {
      setProblem(messageOf(error));
      cancelling?.onChange();
    },
    onSettled: () => setConfirming(null),
    // The list says every outcome itself.
    meta: { failureMessage: () => null },
  });

  return (
    <>
      <ul className="payout-list">
        {payouts.map((payout) => (
          <li key={payout._id} className="payout-item">
            <div>
              <p className="payout-kind">{i18n._(KIND_LABELS[payout.kind] ?? payout.kind)}</p>
              <p className="payout-note">
                <Trans id="payouts.requestedOn" values={{ day: <Day at={payout.createdAt} /> }} />
              </p>
              {(payout.status === "rejected" || payout.status === "cancelled") && (
                <p className="payout-note">{i18n._("payouts.moneyBack", { to: returnedTo })}</p>
              )}
            </div>
            <div className="payout-state">
              <p className="payout-amount">{formatRupees(payout.rupee)}</p>
              <PayoutStatus payout={payout} />
              {cancelling && payout.status === "requested" && (
                <button
                  type="button"
                  className="button"
                  aria-label={i18n._("payouts.cancel.label", {
                    amount: formatRupees(payout.rupee),
                    kind: payout.kind,
                  })}
                  onClick={() => {
                    setProblem(null);
                    setNotice("");
                    setConfirming(payout);
                  }}
                >
                  {i18n._("payouts.cancel")}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="form-status">
        {cancel.isPending ? i18n._("payouts.cancelling") : notice}
      </p>
      {problem && (
        <p role="alert" className="alert-box">
          {problem}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={i18n._("payouts.confirm.title", {
            amount: formatRupees(confirming.rupee),
            kind: confirming.kind,
          })}
          details={i18n._("payouts.confirm.details", { to: returnedTo })}
          confirmLabel={i18n._("payouts.confirm.yes")}
          dismissLabel={i18n._("payouts.confirm.no")}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
