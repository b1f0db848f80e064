import { useNavigate } from "react-router";
import type { AdminLoginResponse } from "../../../contract/auth";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";

/**
 * Log-in and sign-up both answer an admin token: this posts the form with `post` (./api.ts),
 * keeps the token and opens the admin home. A refusal throws, for the form to show.
 */
export function useAdminSignIn<Body>(
  post: (body: Body) => Promise<AdminLoginResponse>,
): (body: Body) => Promise<void> {
  const navigate = useNavigate();
  return async (body) => {
    const reply = await post(body);
    writeStored("token", reply.token);
    navigate(paths.adminHome);
  };
}
