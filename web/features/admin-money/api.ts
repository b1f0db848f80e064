import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminPayoutView,
  QueueKindView,
  RewardPoolEntryView,
} from "../../../contract/account";
import { adminMoneyRoutes } from "../../../contract/routes/admin-money";
import { ApiRequestError, request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

/** The trial's reward pool: each amount one prize a winner draws. */
export const rewardPoolQuery = () => routeQuery(adminMoneyRoutes.rewardPool);
const rewardPoolKey = () => routeKey(adminMoneyRoutes.rewardPool);

const addReward = (rupees: number) =>
  request(adminMoneyRoutes.addReward, { body: { data: rupees } });

const removeReward = (id: string) =>
  request(adminMoneyRoutes.removeRewardPoolEntry, { params: { id } });

/** Pay to Users' queue, all kinds or one. */
export const payoutsQuery = (kind: QueueKindView | "all") =>
  routeQuery(adminMoneyRoutes.adminPayouts, kind === "all" ? {} : { query: { kind } });
/** Every filter's read of the queue. */
const payoutsKey = () => routeKey(adminMoneyRoutes.adminPayouts);

/** Marks a payout paid, with the bank's reference (UTR) when the admin gave one. */
const markPaid = (rewardId: string, reference: string) =>
  request(adminMoneyRoutes.markPaid, {
    params: { rewardId },
    query: reference ? { reference } : undefined,
  });

export const rejectPayout = (id: string, reason: string) =>
  request(adminMoneyRoutes.rejectPayout, { params: { id }, body: { reason } });

/** SPEC.md section 8: a failed write says the server's message, or this when there is none. */
const SERVER_ERROR = "Server Error";

/** The server's own word, or Server Error when it was not reached. */
const serverWordOr = (error: Error) =>
  error instanceof ApiRequestError && error.status !== 0 ? error.message : SERVER_ERROR;

/**
 * Adds one amount to the pool. A refusal of the amount is shown beside it (`fieldRefusal`
 * names it); anything else in the popup.
 */
export function useAddReward(fieldRefusal: (error: Error) => string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardPoolKey() }),
    meta: { failureMessage: (error) => (fieldRefusal(error) ? null : serverWordOr(error)) },
  });
}

/** Removes an entry nobody has won; the pool is read again whatever the answer. */
export function useRemoveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: RewardPoolEntryView) => removeReward(entry.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardPoolKey() }),
    meta: { failureMessage: (error) => error.message },
  });
}

/**
 * Marks a payout paid. A 409 means another admin decided it first: the queue is read
 * again to show it as it is.
 */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  const refreshQueue = () => queryClient.invalidateQueries({ queryKey: payoutsKey() });
  return useMutation({
    mutationFn: ({ payout, reference }: { payout: AdminPayoutView; reference: string }) =>
      markPaid(payout._id, reference.trim()),
    onSuccess: refreshQueue,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void refreshQueue();
    },
    meta: { failureMessage: (error) => error.message },
  });
}
