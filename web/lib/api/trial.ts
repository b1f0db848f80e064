import { visitorTrialRoutes } from "../../../contract/routes/trial";
import { request } from "../api-client";
import { routeQuery } from "../api-query";

/** What the trial may promise this visitor before they play. */
export const trialOfferQuery = () => routeQuery(visitorTrialRoutes.trialOffer);

/** A signed-in player takes the prize this device won in the trial. */
export const claimTrialPrize = (deviceId: string) =>
  request(visitorTrialRoutes.trialClaim, { body: { deviceId } });
