import type {
  AddRewardResponse,
  AdminPayoutsResponse,
  RewardListResponse,
  RewardPoolResponse,
} from "../account";
import type { StatusOk } from "../auth";
import { defineRoute, json, schemasFrom } from "../route";

const schemas = schemasFrom(() => import("../account"));

/**
 * The reward pool and Pay to Users (SPEC.md `/admin/add/reward`): one queue for trial
 * rewards, players' withdrawals and contributors' withdrawals.
 */
export const adminMoneyRoutes = {
  adminRewards: defineRoute({
    method: "GET",
    path: "/admin/get/singel/rewards",
    caller: "admin",
    reply: json<RewardListResponse>(),
  }),
  addReward: defineRoute({
    method: "POST",
    path: "/admin/add/singel/rewards",
    caller: "admin",
    body: schemas("addRewardBody"),
    reply: json<AddRewardResponse>(),
  }),
  rewardPool: defineRoute({
    method: "GET",
    path: "/admin/rewards",
    caller: "admin",
    reply: json<RewardPoolResponse>(),
  }),
  removeRewardPoolEntry: defineRoute({
    method: "DELETE",
    path: "/admin/rewards/:id",
    caller: "admin",
    reply: json<StatusOk>(),
  }),
  adminPayouts: defineRoute({
    method: "GET",
    path: "/admin/get/won/module/reward/with/upi/data",
    caller: "admin",
    query: schemas("adminPayoutsQuery"),
    reply: json<AdminPayoutsResponse>(),
  }),
  markPaid: defineRoute({
    method: "DELETE",
    path: "/admin/delet/paid/after/one/day/data/:rewardId",
    caller: "admin",
    query: schemas("markPaidQuery"),
    reply: json<StatusOk>(),
  }),
  rejectPayout: defineRoute({
    method: "POST",
    path: "/admin/payouts/:id/reject",
    caller: "admin",
    body: schemas("rejectPayoutBody"),
    reply: json<StatusOk>(),
  }),
};
