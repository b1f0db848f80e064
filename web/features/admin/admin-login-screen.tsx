import { adminPaths } from "../../../contract/api-paths";
import { CredentialsForm, LOG_IN_FIELDS } from "../../components/credentials-form";
import { PageTitle } from "../../components/page-title";
import { useAdminSignIn } from "./use-admin-sign-in";

export function AdminLoginScreen() {
  const logIn = useAdminSignIn<Record<"email" | "password", string>>(adminPaths.login);

  return (
    <section className="screen screen-narrow">
      <PageTitle title="Admin Log-In" />
      <h1>Admin Log-In</h1>
      <CredentialsForm fields={LOG_IN_FIELDS} submitLabel="Log in" onSubmit={logIn} />
    </section>
  );
}
