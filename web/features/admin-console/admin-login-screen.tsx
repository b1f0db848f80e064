import { useLingui } from "@lingui/react";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { postAdminLogin } from "./api";
import { useAdminSignIn } from "./use-admin-sign-in";

export function AdminLoginScreen() {
  const { i18n } = useLingui();
  const logIn = useAdminSignIn(postAdminLogin);

  return (
    <TitledScreen title={i18n._("admin.login.title")} width="narrow">
      <CredentialsForm
        fields={LOG_IN_FIELDS}
        submitLabel={i18n._("admin.login.submit")}
        onSubmit={logIn}
      />
    </TitledScreen>
  );
}
