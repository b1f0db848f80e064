import type { QueueKindView } from "../../../contract/account";
import { adminMoneyRoutes } from "../../../contract/routes/admin-money";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** The trial's reward pool: each amount one prize a winner draws. */
export const rewardPoolQuery = () => routeQuery(adminMoneyRoutes.rewardPool);

export const addReward = (rupees: number) =>
  request(adminMoneyRoutes.addReward, { body: { data: rupees } });

export const removeReward = (id: string) =>
  request(adminMoneyRoutes.removeRewardPoolEntry, { params: { id } });

/** Pay to Users' queue, all kinds or one. */
export const payoutsQuery = (kind: QueueKindView | "all") =>
  routeQuery(adminMoneyRoutes.adminPayouts, kind === "all" ? {} : { query: { kind } });

/** Marks a payout paid, with the bank's reference (UTR) when the admin gave one. */
export const markPaid = (rewardId: string, reference: string) =>
  request(adminMoneyRoutes.markPaid, {
    params: { rewardId },
    query: reference ? { reference } : undefined,
  });

export const rejectPayout = (id: string, reason: string) =>
  request(adminMoneyRoutes.rejectPayout, { params: { id }, body: { reason } });
