import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  const [notice, setNotice] = useState("");
  return (
    <TitledScreen title={i18n._("admin.changePassword.title")} width="narrow">
      <p>{i18n._("admin.changePassword.othersSignedOut")}</p>
      <NewPasswordForm
        askCurrent
        submitLabel={i18n._("admin.changePassword.submit")}
        onSubmit={async (body: ChangePasswordBody) => {
          setNotice("");
          await change(body);
          setNotice(i18n._("admin.changePassword.done"));
        }}
      />
      <StatusLine>{notice}</StatusLine>
    </TitledScreen>
  );
}
