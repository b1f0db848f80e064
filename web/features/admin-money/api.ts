import type {
  AdminPayoutView,
  QueueKindView,
  RewardPoolEntryView,
} from "../../../contract/account";
import { adminMoneyRoutes } from "../../../contract/routes/admin-money";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { ApiRequestError, request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";
import { i18n } from "../../lib/i18n/messages";

/** The trial's reward pool: each amount one prize a winner draws. */
export const rewardPoolQuery = () => routeQuery(adminMoneyRoutes.rewardPool);
const rewardPoolKey = () => routeKey(adminMoneyRoutes.rewardPool);

/** Pay to Users' queue, all kinds or one. */
export const payoutsQuery = (kind: QueueKindView | "all") =>
  routeQuery(adminMoneyRoutes.adminPayouts, kind === "all" ? {} : { query: { kind } });
/** Every filter's read of the queue. */
const payoutsKey = () => routeKey(adminMoneyRoutes.adminPayouts);

export const rejectPayout = (id: string, reason: string) =>
  request(adminMoneyRoutes.rejectPayout, { params: { id }, body: { reason } });

/**
 * The server's own word, or "Server Error" (SPEC.md section 8) when it was not reached, in
 * the language in use when the failure is shown.
 */
const serverWordOr = (error: Error) =>
  error instanceof ApiRequestError && error.status !== 0
    ? error.message
    : i18n._("admin.money.serverError");

/**
 * Adds one amount to the pool. A refusal of the amount is shown beside it (`fieldRefusal`
 * names it); anything else in the popup.
 */
export const useAddReward = (fieldRefusal: (error: Error) => string | undefined) =>
  useRouteMutation(adminMoneyRoutes.addReward, {
    input: (rupees: number) => ({ body: { data: rupees } }),
    refreshes: [rewardPoolKey()],
    meta: { failureMessage: (error) => (fieldRefusal(error) ? null : serverWordOr(error)) },
  });

/** Removes an entry nobody has won; the pool is read again whatever the answer. */
export const useRemoveReward = () =>
  useRouteMutation(adminMoneyRoutes.removeRewardPoolEntry, {
    input: (entry: RewardPoolEntryView) => ({ params: { id: entry.id } }),
    refreshes: [rewardPoolKey()],
    refreshOn: "settled",
    meta: { failureMessage: (error) => error.message },
  });

/**
 * Marks a payout paid, with the bank's reference (UTR) when the admin gave one. A 409
 * means another admin decided it first: the queue is read again to show it as it is.
 */
export const useMarkPaid = () =>
  useRouteMutation(adminMoneyRoutes.markPaid, {
    input: ({ payout, reference }: { payout: AdminPayoutView; reference: string }) => {
      const utr = reference.trim();
      return { params: { rewardId: payout._id }, query: utr ? { reference: utr } : undefined };
    },
    refreshes: [payoutsKey()],
    refreshesOnConflict: [payoutsKey()],
    meta: { failureMessage: (error) => error.message },
  });
