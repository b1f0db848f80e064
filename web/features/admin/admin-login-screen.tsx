import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import type { AdminLoginResponse } from "../../../contract/auth";
import { CredentialsForm } from "../../components/credentials-form";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";

const fields = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", maxLength: 254 },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "current-password",
    maxLength: 200,
  },
] as const;

export function AdminLoginScreen() {
  const navigate = useNavigate();

  async function logIn(values: Record<"email" | "password", string>) {
    const reply = await apiRequest<AdminLoginResponse>(adminPaths.login, {
      audience: "visitor",
      method: "POST",
      body: values,
    });
    writeStored("token", reply.token);
    navigate(paths.adminHome);
  }

  return (
    <section className="screen screen-narrow">
      <PageTitle title="Admin Log-In" />
      <h1>Admin Log-In</h1>
      <CredentialsForm fields={fields} submitLabel="Log in" onSubmit={logIn} />
    </section>
  );
}
