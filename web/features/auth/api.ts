import type { GoogleSignInBody } from "../../../contract/auth";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { request } from "../../lib/api-client";

/** Opens (or reopens) the player's account from a verified Google identity. */
export const postSignUp = (body: GoogleSignInBody) => request(signInRoutes.playerSignUp, { body });

/** Signs the player in from a verified Google identity: a session token. */
export const postSignIn = (body: GoogleSignInBody) => request(signInRoutes.playerSignIn, { body });
