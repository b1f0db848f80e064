import { CredentialsForm } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { postAdminSignup } from "./api";
import { useAdminSignIn } from "./use-admin-sign-in";

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
  const signUp = useAdminSignIn(postAdminSignup);

  return (
    <TitledScreen title="Admin Sign-Up" width="narrow">
      <p>An existing admin gives you an invite code.</p>
      <CredentialsForm fields={fields} submitLabel="Sign up" onSubmit={signUp} />
    </TitledScreen>
  );
}
