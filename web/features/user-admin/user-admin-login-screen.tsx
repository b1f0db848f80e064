import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import type { ContributorLoginResponse } from "../../../contract/auth";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { PageTitle } from "../../components/page-title";
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
    <section className="screen screen-narrow">
      <PageTitle title="User-Admin Log-In" />
      <h1>User-Admin Log-In</h1>
      <CredentialsForm fields={LOG_IN_FIELDS} submitLabel="Log in" onSubmit={logIn} />
    </section>
  );
}
