import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { postAdminLogin } from "./api";
import { useAdminSignIn } from "./use-admin-sign-in";

export function AdminLoginScreen() {
  const logIn = useAdminSignIn(postAdminLogin);

  return (
    <TitledScreen title="Admin Log-In" width="narrow">
      <CredentialsForm fields={LOG_IN_FIELDS} submitLabel="Log in" onSubmit={logIn} />
    </TitledScreen>
  );
}
