import { useState } from "react";
import type { StatusOk } from "../../contract/auth";
import type { ChangePasswordBody } from "../../contract/passwords";
import { apiRequest } from "../lib/api-client";
import { NewPasswordForm } from "./new-password-form";
import { PageTitle } from "./page-title";

/**
 * One's own password, for either admin area: the current one and the new one
 * twice. The server ends every other session of the account; this one stays.
 */
export function ChangePasswordScreen({
  path,
  audience,
}: {
  path: string;
  audience: "admin" | "userAdmin";
}) {
  const [notice, setNotice] = useState("");
  return (
    <section className="screen screen-narrow">
      <PageTitle title="Change password" />
      <h1>Change password</h1>
      <p>Your other signed-in browsers are signed out; this one stays signed in.</p>
      <NewPasswordForm
        askCurrent
        submitLabel="Change password"
        onSubmit={async (body: ChangePasswordBody) => {
          setNotice("");
          await apiRequest<StatusOk>(path, { audience, method: "POST", body });
          setNotice("Your password is changed.");
        }}
      />
      <p className="form-status" role="status">
        {notice}
      </p>
    </section>
  );
}
