import { platformRoutes } from "../../../contract/routes/platform";
import { request } from "../api-client";

/** The development identity provider's ID token for whoever the form names. */
export const requestDevIdToken = (email: string, name: string) =>
  request(platformRoutes.devIdToken, { query: { email, name } });
