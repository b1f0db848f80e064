import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import type { AdminLoginResponse, AdminSignupBody } from "../../../contract/auth";
import { CredentialsForm } from "../../components/credentials-form";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";

// Bounds mirror contract/auth.ts adminSignupBody, so the browser catches them first.
const fields = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", maxLength: 254 },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    minLength: 8,
    maxLength: 200,
  },
  { name: "name", label: "Name", type: "text", autoComplete: "name", maxLength: 120 },
  { name: "invite", label: "Invite code", type: "text", autoComplete: "off", maxLength: 200 },
] as const;

export function AdminSignupScreen() {
  const navigate = useNavigate();

  async function signUp(values: AdminSignupBody) {
    const reply = await apiRequest<AdminLoginResponse>(adminPaths.signup, {
      audience: "visitor",
      method: "POST",
      body: values,
    });
    writeStored("token", reply.token);
    navigate(paths.adminHome);
  }

  return (
    <section className="screen screen-narrow">
      <PageTitle title="Admin Sign-Up" />
      <h1>Admin Sign-Up</h1>
      <p>An existing admin gives you an invite code.</p>
      <CredentialsForm fields={fields} submitLabel="Sign up" onSubmit={signUp} />
    </section>
  );
}
