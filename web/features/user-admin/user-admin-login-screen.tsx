import { useNavigate } from "react-router";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";
import { postContributorLogin } from "./sign-in-api";

export function UserAdminLoginScreen() {
  const navigate = useNavigate();

  async function logIn(values: Record<"email" | "password", string>) {
    const reply = await postContributorLogin(values);
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
