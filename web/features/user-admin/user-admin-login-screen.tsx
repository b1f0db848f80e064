import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import type { ContributorLoginResponse } from "../../../contract/auth";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";

export function UserAdminLoginScreen() {
  const navigate = useNavigate();

  async function logIn(values: Record<"email" | "password", string>) {
    const reply = await apiRequest<ContributorLoginResponse>(adminPaths.contributorLogin, {
      audience: "visitor",
      method: "POST",
      body: values,
    });
    writeStored("admin_token", reply.token);
    writeStored("ssid_admin", reply.ssid);
    navigate(paths.userAdminHome);
  }

  return (
    <TitledScreen title="User-Admin Log-In" width="narrow">
      <CredentialsForm fields={LOG_IN_FIELDS} submitLabel="Log in" onSubmit={logIn} />
    </TitledScreen>
  );
}
