import type {
  AdminPayoutView,
  BalanceRemainingError,
  PayoutDetailsBody,
  PayoutKindView,
  PayoutStatusView,
  PayoutView,
  RewardPoolEntryView,
} from "../../../contract/account";
import { rupeeText } from "../../../contract/money-text";
import type { DepositRefund } from "../../data/money/deposit-refunds";
import type { PayoutDetails } from "../../data/money/payout-details";
import type { PayoutRequest } from "../../data/money/payouts";
import { DEPOSIT_OPEN_MS } from "../../domain/payout-destination";
import { HttpError } from "../../http/errors";
import { rupees } from "./money";

/** SPEC.md's bank field names (`ac_h_nme`, `Acc_no`…) to the stored details. */
export function payoutDetailsOf(body: PayoutDetailsBody): PayoutDetails {
  if (body.method === "upi") return { method: "upi", upiId: body.upi };
  return {
    method: "bank",
    accountHolder: body.ac_h_nme,
    bankName: body.bank_nme,
    ifsc: body.ifsc.toUpperCase(),
    accountNumber: body.Acc_no,
  };
}

/** The stored details back to the wire, or null when none are saved. */
export function payoutDetailsView(row: PayoutDetailsRow | null): PayoutDetailsBody | null {
  if (!row) return null;
  if (row.method === "upi") return { method: "upi", upi: row.upiId ?? "" };
  return {
    method: "bank",
    ac_h_nme: row.accountHolder ?? "",
    bank_nme: row.bankName ?? "",
    ifsc: row.ifsc ?? "",
    Acc_no: row.accountNumber ?? "",
  };
}

type PayoutDetailsRow = {
  method: string;
  upiId: string | null;
  accountHolder: string | null;
  bankName: string | null;
  ifsc: string | null;
  accountNumber: string | null;
};

/** A payout request as its payee sees it (`/account/pending`, the contributor's wallet). */
export const payoutView = (row: PayoutRequest): PayoutView => ({
  _id: row.id,
  source: row.source as PayoutKindView,
  kind: row.source as PayoutKindView,
  rupee: rupees(row.amountPaise),
  status: row.status as PayoutStatusView,
  heldUntil: row.heldUntil,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  reference: row.paidReference,
  rejectedAt: row.rejectedAt,
  reason: row.rejectionReason,
});

/** A payout request in the admin's Pay to Users list, with the payee's details. */
export const adminPayoutView = (
  payout: PayoutRequest,
  payee: { name: string | null; email: string | null },
): AdminPayoutView => ({
  ...payoutView(payout),
  user: payee.name ?? "",
  email: payee.email ?? "",
  payee: payout.payeeKind === "contributor" ? "contributor" : "player",
  method: payout.method as "upi" | "bank",
  upi: payout.upiId,
  ac_h_nme: payout.accountHolder,
  bank_nme: payout.bankName,
  ifsc: payout.ifsc,
  Acc_no: payout.accountNumber,
});

/**
 * A deposit refund beside the payouts in the admin's queue (decision 023): the account it
 * came for (deactivated, so its name is the placeholder and it has no email), back to the
 * payment it came from; `requested` until the provider took it on, then `refunded`.
 */
export const refundQueueView = (
  refund: DepositRefund,
  payeeName: string | null,
): AdminPayoutView => ({
  _id: refund.id,
  source: "refund",
  kind: "refund",
  rupee: rupees(refund.amountPaise),
  status: refund.status === "refunded" ? "refunded" : "requested",
  heldUntil: null,
  createdAt: refund.createdAt,
  paidAt: refund.refundedAt,
  reference: refund.providerRefundId,
  rejectedAt: null,
  reason: null,
  user: payeeName ?? "",
  email: "",
  payee: "player",
  method: "gateway",
  upi: null,
  ac_h_nme: null,
  bank_nme: null,
  ifsc: null,
  Acc_no: null,
});

export const rewardPoolEntryView = (row: {
  id: string;
  amountPaise: number;
  createdAt: number;
}): RewardPoolEntryView => ({
  id: row.id,
  rupee: rupees(row.amountPaise),
  createdAt: row.createdAt,
});

/**
 * Why a withdrawal was refused, in the one error shape: the screen turns
 * `payout_details_required` into a link to the payout details.
 */
export const withdrawalRefusals = {
  no_details: () =>
    new HttpError(409, "payout_details_required", "Add your UPI or bank details first"),
  insufficient: (account: "cash" | "earnings") =>
    new HttpError(
      409,
      "insufficient_balance",
      `That is more than your ${account === "cash" ? "cash" : "earnings"}`,
    ),
};

/**
 * Deactivation refused while a deposit may still be paid (decision 023): money that
 * arrived for a dead account would have nowhere to go.
 */
export function paymentPending(amountPaise: number) {
  return new HttpError(
    409,
    "payment_pending",
    `Your deposit of ${rupeeText(amountPaise)} is still open. Finish or cancel the payment, or wait up to ${DEPOSIT_OPEN_MS / 60_000} minutes for it to expire, then deactivate.`,
  );
}

/** Deactivation refused while money is left: the amounts in paise, and in words. */
export function balanceRemaining(cash: number, winnings: number) {
  const left = [
    cash > 0 ? `${rupeeText(cash)} cash` : null,
    winnings > 0 ? `${rupeeText(winnings)} waiting to be paid out` : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const extra: Omit<BalanceRemainingError, "error" | "message"> = { cash, winnings };
  return new HttpError(
    409,
    "balance_remaining",
    `You still have ${left}. Withdraw your cash first, or confirm that you give it up.`,
    undefined,
    extra,
  );
}
