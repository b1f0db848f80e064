import type { AdminPayoutView, PayoutDetailsBody, PayoutView } from "../../../contract/account";
import type { PayoutDetails, PayoutRequest } from "../../data/money/payouts";
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

/** A payout request as its payee sees it (`/account/pending`). */
export const payoutView = (row: PayoutRequest): PayoutView => ({
  _id: row.id,
  source: row.source,
  rupee: rupees(row.amountPaise),
  status: row.status as PayoutView["status"],
  createdAt: row.createdAt,
  paidAt: row.paidAt,
});

/** A payout request in the admin's Pay to Users list, with the payee's details. */
export const adminPayoutView = (
  payout: PayoutRequest,
  payee: { name: string; email: string | null },
): AdminPayoutView => ({
  ...payoutView(payout),
  user: payee.name,
  email: payee.email ?? "",
  method: payout.method as "upi" | "bank",
  upi: payout.upiId,
  ac_h_nme: payout.accountHolder,
  bank_nme: payout.bankName,
  ifsc: payout.ifsc,
  Acc_no: payout.accountNumber,
});
