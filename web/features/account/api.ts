import { bankRoutes } from "../../../contract/routes/bank";
import { paymentRoutes } from "../../../contract/routes/payments";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";
import { openPage } from "../../lib/page-location";

/** The newest page of the player's history. */
export const historyQuery = () => routeQuery(bankRoutes.accountHistory);

/** The page of history before `before` (the previous page's `nextBefore`). */
export const historyBefore = (before: number) =>
  request(bankRoutes.accountHistory, { query: { before: String(before) } });

/** Where the player's payouts go. */
export const payoutDetailsQuery = () => routeQuery(bankRoutes.payoutDetails);

/**
 * Opens a deposit of whole rupees and leaves for the provider's checkout the reply names.
 * The deposit form says every refusal itself, so no popup.
 */
export const useStartDeposit = () =>
  useRouteMutation(paymentRoutes.deposit, {
    input: (rupees: number) => ({ body: { amount: rupees } }),
    onSuccess: (deposit) => openPage(deposit.checkoutUrl),
    meta: { failureMessage: () => null },
  });

/** How a deposit stands, read until it settles or fails. */
export const paymentStatusQuery = (paymentId: string) =>
  routeQuery(paymentRoutes.paymentStatus, { params: { paymentId } });
