import { signInRoutes } from "../../../contract/routes/sign-in";
import { request } from "../api-client";
import { routeKey, routeQuery } from "../api-query";

/**
 * The public config (Google client, support address, public terms): read by the sign-in,
 * the public pages and the account screens, and refreshed by the admin's settings.
 */
export const authConfigQuery = () => routeQuery(signInRoutes.authConfig);
export const authConfigKey = () => routeKey(signInRoutes.authConfig);

/** Reads the public config once, outside a screen's cache (the sign-in's provider). */
export const readAuthConfig = () => request(signInRoutes.authConfig);

/** Ends the player's session on the server. */
export const endPlayerSession = () => request(signInRoutes.playerLogout);
