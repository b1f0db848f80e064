import type {
  AccountResponse,
  HistoryResponse,
  PayoutDetailsResponse,
  PendingPayoutsResponse,
  WithdrawalResponse,
} from "../account";
import type { StatusOk } from "../auth";
import type { ContributorWalletResponse } from "../contributor";
import type { EligibilityResponse } from "../eligibility";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../account"));
const eligibilitySchemas = schemasFrom(() => import("../eligibility"));

/**
 * The Bank (SPEC.md `/account`): a player's balances, history, payout details and
 * withdrawals, and the step before paid play; and a user-admin's wallet, which pays out
 * through the same payout queue.
 */
export const bankRoutes = {
  account: defineRoute({
    method: "GET",
    path: "/api/account",
    caller: "player",
    reply: json<AccountResponse>(),
  }),
  accountHistory: defineRoute({
    method: "GET",
    path: "/api/account/history",
    caller: "player",
    query: schemas("historyQuery"),
    reply: json<HistoryResponse>(),
  }),
  accountPending: defineRoute({
    method: "GET",
    path: "/api/account/pending",
    caller: "player",
    reply: json<PendingPayoutsResponse>(),
  }),
  payoutDetails: defineRoute({
    method: "GET",
    path: "/api/account/upi",
    caller: "player",
    reply: json<PayoutDetailsResponse>(),
  }),
  savePayoutDetails: defineRoute({
    method: "PUT",
    path: "/api/account/upi",
    caller: "player",
    body: schemas("payoutDetailsBody"),
    reply: json<StatusOk>(),
  }),
  withdraw: defineRoute({
    method: "POST",
    path: "/api/account/withdrawals",
    caller: "player",
    body: schemas("withdrawalBody"),
    reply: json<WithdrawalResponse>(),
  }),
  cancelWithdrawal: defineRoute({
    method: "POST",
    path: "/api/account/withdrawals/:id/cancel",
    caller: "player",
    reply: json<StatusOk>(),
  }),
  confirmEligibility: defineRoute({
    method: "PUT",
    path: "/api/account/eligibility",
    caller: "player",
    body: eligibilitySchemas("eligibilityBody"),
    reply: json<EligibilityResponse>(),
  }),
  contributorWallet: defineRoute({
    method: "GET",
    path: "/admin/get/wallet/amount/credits/links/by/:sessionId",
    caller: "contributor",
    reply: json<ContributorWalletResponse>(),
  }),
  contributorPayoutDetails: defineRoute({
    method: "GET",
    path: "/admin/user/payout-details",
    caller: "contributor",
    reply: json<PayoutDetailsResponse>(),
  }),
  saveContributorPayoutDetails: defineRoute({
    method: "PUT",
    path: "/admin/user/payout-details",
    caller: "contributor",
    body: schemas("contributorPayoutDetailsBody"),
    reply: json<StatusOk>(),
  }),
  contributorWithdrawals: defineRoute({
    method: "GET",
    path: "/admin/user/withdrawals",
    caller: "contributor",
    reply: json<PendingPayoutsResponse>(),
  }),
  contributorWithdraw: defineRoute({
    method: "POST",
    path: "/admin/user/withdrawals",
    caller: "contributor",
    body: schemas("withdrawalBody"),
    reply: json<WithdrawalResponse>(),
  }),
  contributorCancelWithdrawal: defineRoute({
    method: "POST",
    path: "/admin/user/withdrawals/:id/cancel",
    caller: "contributor",
    reply: json<StatusOk>(),
  }),
};
