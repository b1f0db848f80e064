import type * as account from "../account";
import type * as auth from "../auth";
import type * as contributor from "../contributor";
import type * as eligibility from "../eligibility";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

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
    reply: json<account.AccountResponse>(),
  }),
  accountHistory: defineRoute({
    method: "GET",
    path: "/api/account/history",
    caller: "player",
    query: schemas.account("historyQuery"),
    reply: json<account.HistoryResponse>(),
  }),
  accountPending: defineRoute({
    method: "GET",
    path: "/api/account/pending",
    caller: "player",
    reply: json<account.PendingPayoutsResponse>(),
  }),
  payoutDetails: defineRoute({
    method: "GET",
    path: "/api/account/upi",
    caller: "player",
    reply: json<account.PayoutDetailsResponse>(),
  }),
  savePayoutDetails: defineRoute({
    method: "PUT",
    path: "/api/account/upi",
    caller: "player",
    body: schemas.account("payoutDetailsBody"),
    reply: json<auth.StatusOk>(),
  }),
  withdraw: defineRoute({
    method: "POST",
    path: "/api/account/withdrawals",
    caller: "player",
    body: schemas.account("withdrawalBody"),
    reply: json<account.WithdrawalResponse>(),
  }),
  cancelWithdrawal: defineRoute({
    method: "POST",
    path: "/api/account/withdrawals/:id/cancel",
    caller: "player",
    reply: json<auth.StatusOk>(),
  }),
  confirmEligibility: defineRoute({
    method: "PUT",
    path: "/api/account/eligibility",
    caller: "player",
    body: schemas.eligibility("eligibilityBody"),
    reply: json<eligibility.EligibilityResponse>(),
  }),
  contributorWallet: defineRoute({
    method: "GET",
    path: "/admin/get/wallet/amount/credits/links/by/:sessionId",
    caller: "contributor",
    reply: json<contributor.ContributorWalletResponse>(),
  }),
  contributorPayoutDetails: defineRoute({
    method: "GET",
    path: "/admin/user/payout-details",
    caller: "contributor",
    reply: json<account.PayoutDetailsResponse>(),
  }),
  saveContributorPayoutDetails: defineRoute({
    method: "PUT",
    path: "/admin/user/payout-details",
    caller: "contributor",
    body: schemas.account("contributorPayoutDetailsBody"),
    reply: json<auth.StatusOk>(),
  }),
  contributorWithdrawals: defineRoute({
    method: "GET",
    path: "/admin/user/withdrawals",
    caller: "contributor",
    reply: json<account.PendingPayoutsResponse>(),
  }),
  contributorWithdraw: defineRoute({
    method: "POST",
    path: "/admin/user/withdrawals",
    caller: "contributor",
    body: schemas.account("withdrawalBody"),
    reply: json<account.WithdrawalResponse>(),
  }),
  contributorCancelWithdrawal: defineRoute({
    method: "POST",
    path: "/admin/user/withdrawals/:id/cancel",
    caller: "contributor",
    reply: json<auth.StatusOk>(),
  }),
};
