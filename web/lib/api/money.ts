import type { ContributorPayoutDetailsBody } from "../../../contract/account";
import type { EligibilityBody } from "../../../contract/eligibility";
import { bankRoutes } from "../../../contract/routes/bank";
import { request } from "../api-client";
import { routeKey, routeQuery } from "../api-query";

/**
 * The Bank's reads and the payee's writes that screens of more than one feature, and the
 * shared payout components, make: a player's through the Bank's routes, a user-admin's
 * through their wallet's.
 */

/** A payee, named by whose token signs the call. */
export type PayeeAudience = "player" | "userAdmin";

/** The player's balances, offers and paid-play standing. */
export const accountQuery = () => routeQuery(bankRoutes.account);
/** The key of the Bank's read, for the writes that change balances or standing. */
export const accountKey = () => routeKey(bankRoutes.account);

/** The player's payout requests, newest first. */
export const pendingPayoutsQuery = () => routeQuery(bankRoutes.accountPending);

/** Confirms the player's age and place before paid play (decision 021). */
export const confirmEligibility = (body: EligibilityBody) =>
  request(bankRoutes.confirmEligibility, { body });

/** Asks for a withdrawal of whole rupees into the payout queue. */
export const requestWithdrawal = (payee: PayeeAudience, rupees: number) =>
  payee === "player"
    ? request(bankRoutes.withdraw, { body: { amount: rupees } })
    : request(bankRoutes.contributorWithdraw, { body: { amount: rupees } });

/** Takes back a payout that still waits. */
export const cancelWithdrawal = (payee: PayeeAudience, id: string) =>
  payee === "player"
    ? request(bankRoutes.cancelWithdrawal, { params: { id } })
    : request(bankRoutes.contributorCancelWithdrawal, { params: { id } });

/** Saves where payouts go; a user-admin's body carries their current password. */
export const savePayoutDetails = (payee: PayeeAudience, body: ContributorPayoutDetailsBody) =>
  payee === "player"
    ? request(bankRoutes.savePayoutDetails, { body })
    : request(bankRoutes.saveContributorPayoutDetails, { body });
