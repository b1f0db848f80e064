import { runRoutes } from "../../../contract/routes/play";
import { request } from "../api-client";
import { routeKey, routeQuery } from "../api-query";

/** The player's tries, free try and whether a run is going: /start's and the Bank's read. */
export const runStateQuery = () => routeQuery(runRoutes.runState);

/** The run state's cache key: a purchase or a confirmed eligibility refreshes it. */
export const runStateKey = () => routeKey(runRoutes.runState);

/** Buys one try with the player's bonus money or cash (the free try first). */
export const buyTry = () => request(runRoutes.buyTry);

/** The receipts' published keys: public, so any page may check a receipt. */
export const receiptKeysQuery = () => routeQuery(runRoutes.receiptKeys);
