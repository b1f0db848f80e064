import { useLingui } from "@lingui/react";
import { useNavigate } from "react-router";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";
import { postContributorLogin } from "./sign-in-api";

export function UserAdminLoginScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();

  async function logIn(values: Record<"email" | "password", string>) {
    const reply = await postContributorLogin(values);
    writeStored("admin_token", reply.token);
    writeStored("ssid_admin", reply.ssid);
    navigate(paths.userAdminHome);
  }

  return (
    <TitledScreen title={i18n._("contributor.login.title")} width="narrow">
      <CredentialsForm
        fields={LOG_IN_FIELDS}
        submitLabel={i18n._("contributor.login.submit")}
        onSubmit={logIn}
      />
    </TitledScreen>
  );
}
