import { useState } from "react";
import type { ChangePasswordBody } from "../../contract/passwords";
import { NewPasswordForm } from "./new-password-form";
import { StatusLine } from "./status-line";
import { TitledScreen } from "./titled-screen";

/**
 * One's own password, for either admin area: the current one and the new one
 * twice. The server ends every other session of the account; this one stays.
 */
export function ChangePasswordScreen({
  change,
}: {
  /** Sends the change with the area's own session (the feature's api.ts). */
  change: (body: ChangePasswordBody) => Promise<unknown>;
}) {
  const [notice, setNotice] = useState("");
  return (
    <TitledScreen title="Change password" width="narrow">
      <p>Your other signed-in browsers are signed out; this one stays signed in.</p>
      <NewPasswordForm
        askCurrent
        submitLabel="Change password"
        onSubmit={async (body: ChangePasswordBody) => {
          setNotice("");
          await change(body);
          setNotice("Your password is changed.");
        }}
      />
      <StatusLine>{notice}</StatusLine>
    </TitledScreen>
  );
}
