import type * as account from "../account";
import type * as auth from "../auth";
import { defineRoute, json } from "../route";
import { schemas } from "./schemas";

/**
 * The reward pool and Pay to Users (SPEC.md `/admin/add/reward`): one queue for trial
 * rewards, players' withdrawals and contributors' withdrawals.
 */
export const adminMoneyRoutes = {
  adminRewards: defineRoute({
    method: "GET",
    path: "/admin/get/singel/rewards",
    caller: "admin",
    reply: json<account.RewardListResponse>(),
  }),
  addReward: defineRoute({
    method: "POST",
    path: "/admin/add/singel/rewards",
    caller: "admin",
    body: schemas.account("addRewardBody"),
    reply: json<account.AddRewardResponse>(),
  }),
  rewardPool: defineRoute({
    method: "GET",
    path: "/admin/rewards",
    caller: "admin",
    reply: json<account.RewardPoolResponse>(),
  }),
  removeRewardPoolEntry: defineRoute({
    method: "DELETE",
    path: "/admin/rewards/:id",
    caller: "admin",
    reply: json<auth.StatusOk>(),
  }),
  adminPayouts: defineRoute({
    method: "GET",
    path: "/admin/get/won/module/reward/with/upi/data",
    caller: "admin",
    query: schemas.account("adminPayoutsQuery"),
    reply: json<account.AdminPayoutsResponse>(),
  }),
  markPaid: defineRoute({
    method: "DELETE",
    path: "/admin/delet/paid/after/one/day/data/:rewardId",
    caller: "admin",
    query: schemas.account("markPaidQuery"),
    reply: json<auth.StatusOk>(),
  }),
  rejectPayout: defineRoute({
    method: "POST",
    path: "/admin/payouts/:id/reject",
    caller: "admin",
    body: schemas.account("rejectPayoutBody"),
    reply: json<auth.StatusOk>(),
  }),
};
