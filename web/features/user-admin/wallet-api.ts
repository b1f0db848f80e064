import { bankRoutes } from "../../../contract/routes/bank";
import { routeKey, routeQuery } from "../../lib/api-query";

/** The user-admin's wallet: what their selections earned and what was paid out. */
export const walletQuery = (sessionId: string) =>
  routeQuery(bankRoutes.contributorWallet, { params: { sessionId } });
export const walletKey = (sessionId: string) =>
  routeKey(bankRoutes.contributorWallet, { params: { sessionId } });

/** The user-admin's withdrawals, newest first. */
export const withdrawalsQuery = () => routeQuery(bankRoutes.contributorWithdrawals);
export const withdrawalsKey = () => routeKey(bankRoutes.contributorWithdrawals);

/** Where the user-admin's payouts go. */
export const payoutDetailsQuery = () => routeQuery(bankRoutes.contributorPayoutDetails);
