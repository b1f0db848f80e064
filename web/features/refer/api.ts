import type { RegisterReferralBody } from "../../../contract/payments";
import { paymentRoutes } from "../../../contract/routes/payments";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** The player's referral link and the reward a friend's first deposit pays. */
export const referQuery = () => routeQuery(paymentRoutes.refer);

export const registerReferral = (body: RegisterReferralBody) =>
  request(paymentRoutes.registerReferral, { body });
