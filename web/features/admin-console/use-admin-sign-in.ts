import { useNavigate } from "react-router";
import type { AdminLoginResponse } from "../../../contract/auth";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";

/**
 * Log-in and sign-up both answer an admin token: this posts the form to `path`, keeps the
 * token and opens the admin home. A refusal throws, for the form to show.
 */
export function useAdminSignIn<Body>(path: string): (body: Body) => Promise<void> {
  const navigate = useNavigate();
  return async (body) => {
    const reply = await apiRequest<AdminLoginResponse>(path, {
      audience: "visitor",
      method: "POST",
      body,
    });
    writeStored("token", reply.token);
    navigate(paths.adminHome);
  };
}
