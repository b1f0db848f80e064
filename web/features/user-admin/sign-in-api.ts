import type { BodyIn } from "../../../contract/route";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";

/** A user-admin's sign-in: a session token and the session's id. */
export const postContributorLogin = (body: BodyIn<typeof signInRoutes.contributorLogin>) =>
  request(signInRoutes.contributorLogin, { body });

/** A user-admin changes their own password. */
export const changeContributorPassword = (
  body: BodyIn<typeof signInRoutes.contributorChangePassword>,
) => request(signInRoutes.contributorChangePassword, { body });

/**
 * Ends the user-admin's session on the server, then `forget` signs this browser out,
 * whether the server heard or not: forgetting the keys is what counts here.
 */
export const useContributorLogout = (forget: () => void) =>
  useRouteMutation(signInRoutes.contributorLogout, {
    meta: { failureMessage: () => null },
    onSettled: forget,
  });
