import { useLingui } from "@lingui/react";
import { CredentialsForm } from "../../components/credentials-form";
import { TitledScreen } from "../../components/titled-screen";
import { postAdminSignup } from "./api";
import { useAdminSignIn } from "./use-admin-sign-in";

// Bounds mirror contract/auth.ts adminSignupBody, so the browser catches them first.
const fields = [
  {
    name: "email",
    labelId: "admin.credentials.email",
    type: "email",
    autoComplete: "username",
    maxLength: 254,
  },
  {
    name: "password",
    labelId: "admin.credentials.password",
    type: "password",
    autoComplete: "new-password",
    minLength: 8,
    maxLength: 200,
  },
  {
    name: "name",
    labelId: "admin.signup.name",
    type: "text",
    autoComplete: "name",
    maxLength: 120,
  },
  {
    name: "invite",
    labelId: "admin.signup.invite",
    type: "text",
    autoComplete: "off",
    maxLength: 200,
  },
] as const;

export function AdminSignupScreen() {
  const { i18n } = useLingui();
  const signUp = useAdminSignIn(postAdminSignup);

  return (
    <TitledScreen title={i18n._("admin.signup.title")} width="narrow">
      <p>{i18n._("admin.signup.about")}</p>
      <CredentialsForm
        fields={fields}
        submitLabel={i18n._("admin.signup.submit")}
        onSubmit={signUp}
      />
    </TitledScreen>
  );
}
