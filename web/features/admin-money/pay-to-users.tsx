import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { type AdminPayoutView, type QueueKindView, queueKinds } from "../../../contract/account";
import { EmptyState } from "../../components/empty-state";
import { usePopupMessage } from "../../components/popup-message";
import { ReadView } from "../../components/read-view";
import { ReasonDialog } from "../../components/reason-dialog";
import { StatusLine } from "../../components/status-line";
import { ApiRequestError } from "../../lib/api-client";
import { fieldErrorsFor } from "../../lib/api-errors";
import { formatRupees } from "../../lib/money";
import { payoutsQuery, rejectPayout, useMarkPaid } from "./api";
import { PayoutCard, payeeOf } from "./payout-card";

const FILTERS: readonly (QueueKindView | "all")[] = ["all", ...queueKinds];

/**
 * Pay to Users (SPEC.md `/admin/add/reward`): one queue of trial rewards, players'
 * withdrawals and contributors' withdrawals, filtered by kind. An admin pays
 * one by hand and marks it Paid with the bank's reference (UTR), or rejects it with a
 * reason the payee reads; the money then returns to the payee. A payout to details
 * changed within a day before it is held until a stated time: it can be rejected, not yet paid.
 * Deposit refunds sit beside them so every rupee leaving shows in one place (decision
 * 019): the payment provider sends those back by itself, so they have no buttons.
 */
export function PayToUsers() {
  const { i18n } = useLingui();
  const showMessage = usePopupMessage();
  const [filter, setFilter] = useState<QueueKindView | "all">("all");
  const read = useQuery(payoutsQuery(filter));
  const paying = useMarkPaid();
  const [rejecting, setRejecting] = useState<AdminPayoutView | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  /** After a decision: say so, wait at the heading (the request left the list), re-read. */
  function decided(text: string) {
    setNotice(text);
    headingRef.current?.focus();
    void read.refetch();
  }

  /** A refusal: the server's message, and the queue as it is now (another admin may have won). */
  function refused(failure: unknown) {
    console.error("Deciding the payout failed", failure);
    showMessage(failure instanceof Error ? failure.message : i18n._("admin.money.serverError"));
    if (failure instanceof ApiRequestError && failure.status === 409) void read.refetch();
  }

  function markPaid(payout: AdminPayoutView, reference: string) {
    if (paying.isPending) return;
    setNotice("");
    paying.mutate(
      { payout, reference },
      {
        onSuccess: () => {
          setNotice(
            i18n._("admin.payouts.markedPaid", {
              amount: formatRupees(payout.rupee),
              payee: payeeOf(payout),
            }),
          );
          headingRef.current?.focus();
        },
      },
    );
  }

  return (
    <section className="admin-reward-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {i18n._("admin.payouts.heading")}
      </h2>
      <fieldset className="admin-payout-filter">
        <legend>{i18n._("admin.payouts.filter")}</legend>
        {FILTERS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="payout-kind"
              value={value}
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            {i18n._("admin.payouts.filterKind", { kind: value })}
          </label>
        ))}
      </fieldset>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={read} what={i18n._("admin.payouts.what")}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>{i18n._("admin.payouts.empty")}</EmptyState>
          ) : (
            <ul className="card-list">
              {data.map((payout) => (
                <PayoutCard
                  key={payout._id}
                  payout={payout}
                  busy={paying.isPending || rejecting !== null}
                  onPaid={(reference) => markPaid(payout, reference)}
                  onReject={() => setRejecting(payout)}
                />
              ))}
            </ul>
          )
        }
      </ReadView>
      {rejecting && (
        <RejectDialog
          payout={rejecting}
          onRejected={() => {
            setRejecting(null);
            decided(
              i18n._("admin.payouts.rejected", {
                amount: formatRupees(rejecting.rupee),
                payee: payeeOf(rejecting),
              }),
            );
          }}
          onRefused={(failure) => {
            setRejecting(null);
            refused(failure);
          }}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}

/** Rejecting needs a reason the payee will read; the money goes back to them. */
function RejectDialog({
  payout,
  onRejected,
  onRefused,
  onCancel,
}: {
  payout: AdminPayoutView;
  onRejected: () => void;
  /** Refused for another reason than the reason's words (e.g. already paid). */
  onRefused: (failure: unknown) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();

  async function reject(reason: string): Promise<string | null> {
    try {
      await rejectPayout(payout._id, reason);
      onRejected();
      return null;
    } catch (failure) {
      const refused = fieldErrorsFor(failure, ["reason"])?.reason;
      if (!refused) onRefused(failure);
      return refused ?? null;
    }
  }

  return (
    <ReasonDialog
      title={i18n._("admin.payouts.rejectTitle", {
        amount: formatRupees(payout.rupee),
        payee: payeeOf(payout),
      })}
      details={i18n._("admin.payouts.rejectDetails", { payee: payout.payee })}
      submitLabel={i18n._("admin.payouts.rejectSubmit")}
      check={(reason) =>
        reason.length < 3 ? i18n._("admin.payouts.rejectReasonShort") : undefined
      }
      onSubmit={reject}
      onCancel={onCancel}
    />
  );
}
