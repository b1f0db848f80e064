import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { PayoutKindView, PayoutView } from "../../contract/account";
import { cancelWithdrawal, type PayeeAudience } from "../lib/api/money";
import { messageOf } from "../lib/api-errors";
import { formatDay, formatNearMoment } from "../lib/day-format";
import { formatRupees } from "../lib/money";
import { ConfirmDialog } from "./confirm-dialog";
import "./payout-list.css";

const KIND_LABELS: Record<PayoutKindView, string> = {
  trial: "Trial reward",
  withdrawal: "Withdrawal",
  contributor: "Withdrawal of earnings",
};

function Day({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDay(at)}</time>;
}

/** Whether a payout waits for its hold (decision 023): no admin can pay it before then. */
const isHeld = (payout: { status: string; heldUntil: number | null }, now = Date.now()) =>
  payout.status === "requested" && payout.heldUntil !== null && payout.heldUntil > now;

/** "Held until 28 Nov, 3:40 pm: your payout details changed recently". */
export function heldUntilText(heldUntil: number): string {
  return `Held until ${formatNearMoment(heldUntil)}: your payout details changed recently`;
}

/**
 * Where one payout stands: waiting for funds, held for a day after a change of
 * payout details (decision 023), paid on a day with the bank's reference, rejected on a
 * day with the admin's reason, or cancelled by its payee; the money then back with them.
 */
export function PayoutStatus({ payout }: { payout: PayoutView }) {
  switch (payout.status) {
    case "requested":
      return isHeld(payout) && payout.heldUntil !== null ? (
        <p className="payout-badge" data-status="held">
          <time dateTime={new Date(payout.heldUntil).toISOString()}>
            {heldUntilText(payout.heldUntil)}
          </time>
        </p>
      ) : (
        <p className="payout-badge" data-status="requested">
          Waiting to be paid
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
    case "cancelled":
      return (
        <p className="payout-badge" data-status="cancelled">
          Cancelled by you
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
  /** Where a rejected or cancelled payout's money went back: "cash" or "earnings". */
  returnedTo: string;
  cancelling?: PayoutCancelling;
}) {
  const [confirming, setConfirming] = useState<PayoutView | null>(null);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (payout: PayoutView) =>
      cancelWithdrawal(cancelling?.audience ?? "player", payout._id),
    onSuccess: (_reply, payout) => {
      setNotice(
        `${formatRupees(payout.rupee)} cancelled: the money is back in your ${returnedTo}.`,
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
              <p className="payout-kind">{KIND_LABELS[payout.kind] ?? payout.kind}</p>
              <p className="payout-note">
                {"Requested on "}
                <Day at={payout.createdAt} />
              </p>
              {(payout.status === "rejected" || payout.status === "cancelled") && (
                <p className="payout-note">{`The money is back in your ${returnedTo}.`}</p>
              )}
            </div>
            <div className="payout-state">
              <p className="payout-amount">{formatRupees(payout.rupee)}</p>
              <PayoutStatus payout={payout} />
              {cancelling && payout.status === "requested" && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Cancel the ${formatRupees(payout.rupee)} ${KIND_LABELS[payout.kind].toLowerCase()}`}
                  onClick={() => {
                    setProblem(null);
                    setNotice("");
                    setConfirming(payout);
                  }}
                >
                  Cancel
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="form-status">
        {cancel.isPending ? "Cancelling…" : notice}
      </p>
      {problem && (
        <p role="alert" className="alert-box">
          {problem}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Cancel this ${formatRupees(confirming.rupee)} ${KIND_LABELS[confirming.kind].toLowerCase()}?`}
          details={`It will not be paid out. The money goes back to your ${returnedTo}.`}
          confirmLabel="Cancel it"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
